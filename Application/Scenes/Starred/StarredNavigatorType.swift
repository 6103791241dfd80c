import Foundation

/// Where the starred list can lead; the terminal front end implements it.
@MainActor
public protocol StarredNavigatorType: Sendable {
    /// Shows the detail of `item`, as the search list does.
    func toDetail(_ item: RepoListItem)
    /// Opens `url` in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the search list.
    func back()
}
