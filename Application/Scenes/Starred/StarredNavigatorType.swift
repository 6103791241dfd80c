import Foundation

/// Where the starred list can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation outputs, which deliver on the main queue.
@MainActor
public protocol StarredNavigatorType: Sendable {
    /// Shows the detail of `item`, as the search list does.
    func toDetail(_ item: RepoListItem)
    /// Opens `url` in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the search list.
    func back()
}
