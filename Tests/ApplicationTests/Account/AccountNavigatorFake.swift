import Application

/// An account-screen navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class AccountNavigatorFake: AccountNavigatorType {
    let calls = NavigatorCalls()

    func back() { calls.record() }
}
