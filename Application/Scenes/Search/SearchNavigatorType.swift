import Domain
import Foundation

/// Where the search screen can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation outputs, which deliver on the main queue.
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
