import Reactive

/// The triggers every list screen sends its list: load it, load it again, load more.
public struct ListTriggers {
    /// Fires when the screen first appears: loads the first page.
    public let load: Driver<Void>
    /// Loads the first page again and starts the list over.
    public let refresh: Driver<Void>
    /// Asks for the next page (a key moved the selection near the end); ignored while a page loads or when none is
    /// left.
    public let loadMore: Driver<Void>

    /// Creates the triggers; those the view does not have default to never firing.
    public init(load: Driver<Void>, refresh: Driver<Void> = .empty(), loadMore: Driver<Void> = .empty()) {
        self.load = load
        self.refresh = refresh
        self.loadMore = loadMore
    }
}
