import Domain
import Foundation

/// Where the search screen can lead; the terminal front end implements it.
@MainActor
public protocol SearchNavigatorType: Sendable {
    /// Shows the detail screen for the repository of the list's row `item`.
    func toDetail(_ item: RepoListItem)
    /// Opens `url` in the system browser.
    func openInBrowser(_ url: URL)
    /// Shows who is signed in and the quotas left.
    func toAccount()
    func toStarred()
}
