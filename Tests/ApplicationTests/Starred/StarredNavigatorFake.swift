import Application
import Foundation

/// A starred-list navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class StarredNavigatorFake: StarredNavigatorType {
    let calls = NavigatorCalls()

    func toDetail(_ item: RepoListItem) { calls.record(item) }
    func openInBrowser(_ url: URL) { calls.record(url) }
    func back() { calls.record() }
}
