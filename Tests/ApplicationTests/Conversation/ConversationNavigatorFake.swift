import Application
import Foundation

/// A conversation's navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class ConversationNavigatorFake: ConversationNavigatorType {
    let calls = NavigatorCalls()

    func openInBrowser(_ url: URL) { calls.record(url) }
    func back() { calls.record() }
}
