import Domain
import Foundation

/// Where the detail screen can lead; the terminal front end implements it.
@MainActor
public protocol RepoDetailNavigatorType: Sendable {
    /// Returns to the list.
    func back()
    /// Opens `url` in the system browser.
    func openInBrowser(_ url: URL)
    /// Shows `repository`'s issues.
    func toIssues(_ repository: RepoReference)
    /// Shows `repository`'s pull requests.
    func toPullRequests(_ repository: RepoReference)
    /// Shows the repositories `owner` (a login) owns.
    func toOwnerRepositories(_ owner: String)
}
