import Foundation

/// Where a repository's pull request list can lead; the terminal front end implements it.
@MainActor
public protocol PullRequestsNavigatorType: Sendable {
    /// Shows the conversation of the item `summary` names.
    func toConversation(_ summary: ConversationSummary)
    /// Opens a pull request's page in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the repository's detail.
    func back()
}
