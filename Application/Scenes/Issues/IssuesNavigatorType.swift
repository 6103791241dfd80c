import Foundation

/// Where a repository's issue list can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation outputs, which deliver on the main queue.
@MainActor
public protocol IssuesNavigatorType: Sendable {
    /// Opens an issue's page in the system browser.
    func openInBrowser(_ url: URL)
    /// Returns to the repository's detail.
    func back()
}
