import Foundation

/// Where a conversation can lead; the terminal front end implements it.
@MainActor
public protocol ConversationNavigatorType: Sendable {
    /// Opens the or the pull request's page in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the list.
    func back()
}
