import Application
import Foundation

/// A detail-screen navigator that records where it was asked to go. The routes to other scenes are recorded by
/// extensions in those scenes' tests (`RepoDetailNavigatorFake+Issues.swift`).
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class RepoDetailNavigatorFake: RepoDetailNavigatorType {
    let calls = NavigatorCalls()

    func back() { calls.record() }
    func openInBrowser(_ url: URL) { calls.record(url) }
}
