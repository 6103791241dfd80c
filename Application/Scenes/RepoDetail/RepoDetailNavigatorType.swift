import Domain
import Foundation

/// Where the detail screen can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation outputs, which deliver on the main queue.
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
