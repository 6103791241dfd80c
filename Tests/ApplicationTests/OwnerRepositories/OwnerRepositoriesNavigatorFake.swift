import Application

/// An owner's-repositories navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class OwnerRepositoriesNavigatorFake: OwnerRepositoriesNavigatorType {
    let calls = NavigatorCalls()

    func toDetail(_ item: RepoListItem) { calls.record(item) }
    func back() { calls.record() }
}
