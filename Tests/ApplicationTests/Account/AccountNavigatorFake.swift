import Application
import Synchronization

/// An account-screen navigator that counts the times it was asked to go back.
final class AccountNavigatorFake: AccountNavigatorType {
    private let backs = Mutex(0)

    /// How many times `back()` was called.
    var backCount: Int { backs.withLock { $0 } }

    func back() { backs.withLock { $0 += 1 } }
}
