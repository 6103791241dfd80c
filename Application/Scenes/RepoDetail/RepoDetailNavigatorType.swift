import Foundation

/// Where the detail screen can lead; the terminal front end implements it.
///
/// The view model calls these methods while the view drives its navigation outputs, on the main queue.
public protocol RepoDetailNavigatorType: Sendable {
    /// Returns to the list.
    func back()
    /// Opens `url` in the system browser.
    func openInBrowser(_ url: URL)
}
