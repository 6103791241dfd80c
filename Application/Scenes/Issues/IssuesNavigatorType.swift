import Foundation

/// Where a repository's issue list can lead; the terminal front end implements it.
@MainActor
public protocol IssuesNavigatorType: Sendable {
    /// Shows the conversation of the item `summary` names.
    func toConversation(_ summary: ConversationSummary)
    /// Opens an issue's page in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the repository's detail.
    func back()
}
