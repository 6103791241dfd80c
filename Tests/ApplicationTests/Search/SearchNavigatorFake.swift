import Application
import Foundation

/// A search-screen navigator that records where it was asked to go. The routes to other scenes are recorded by
/// extensions in those scenes' tests (`SearchNavigatorFake+Account.swift`).
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class SearchNavigatorFake: SearchNavigatorType {
    let calls = NavigatorCalls()

    func toDetail(_ item: RepoListItem) { calls.record(item) }
    func openInBrowser(_ url: URL) { calls.record(url) }
}
