import Application
import Synchronization

/// An account-screen navigator that counts the times it was asked to go back.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class AccountNavigatorFake: AccountNavigatorType {
    private let backs = Mutex(0)

    /// How many times `back()` was called.
    var backCount: Int { backs.withLock { $0 } }

    func back() { backs.withLock { $0 += 1 } }
}
