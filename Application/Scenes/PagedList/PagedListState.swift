import Domain

/// Where a paged list stands: the rows shown, the page to ask for next, and what the source said about the list. A
/// value: every change is `reduce(_:_:)`, a pure function, folded over `PagedListEvent`s with `scan`. Every list
/// scene (search, your stars, a repository's issues and pull requests) holds one.
///
/// A page is taken only when it answers the query the state waits for, so a late answer to a list that has since
/// started over changes nothing. An item a later page repeats (the results moved while paging) is kept once.
///
/// The rows and the identities seen are a plain array and set, so no state ever sees another's rows, whatever
/// reduces it and on whichever thread. Taking a page copies them (copy on write: `scan` and the screen still hold the
/// state before), which costs what the list holds: milliseconds at 10,000 rows (Benchmarks/README.md), once per page,
/// against a page that took a network round trip to arrive.
public struct PagedListState<Page: ListPage>: Hashable, Sendable {
    /// The rows of every page loaded for the current list, in the list's order.
    public private(set) var rows: [Page.Item.Row] = []
    /// The identity of every item the current list's pages held, including rows an edit has since removed: a later
    /// page repeating one of them does not bring it back.
    private var identities: Set<Page.Item.Identity> = []
    /// The first page of the list being shown or loaded; `nil` before the first request.
    public private(set) var firstPageQuery: Page.Query?
    /// The page to ask for when more is wanted; `nil` while the first page loads, and after the last page.
    public private(set) var nextPageQuery: Page.Query?
    /// Counts the first pages shown: it changes exactly when a first page replaced the list (a new list starts, and
    /// a view moves its selection back to the top).
    public private(set) var listNumber = 0
    /// Whether the list asked for last has been answered: false from the moment its first page is asked for until
    /// that page arrives, and still false when that request fails. An empty list means "there is none" only while
    /// this is true.
    public private(set) var isAnswered = false
    /// How many items the whole list holds, as the latest page said; `nil` when the source does not say.
    public private(set) var totalItemCount: Int?
    /// The quota after the latest page that reported one.
    public private(set) var rateLimit: RateLimitStatus?
    /// How many items on the list's pages could not be read and were left out.
    public private(set) var skippedItemCount = 0

    /// The state before any request: an empty list.
    public init() {}

    /// Whether a next page can be asked for: false while a first page loads and after the last page.
    public var hasMore: Bool { nextPageQuery != nil }

    /// The row at `index`, or `nil` outside the list (a selection is never trusted to be in range).
    public func row(at index: Int) -> Page.Item.Row? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    /// `state` after `event`; a page answering a query the state no longer waits for leaves it as it is.
    public static func reduce(_ state: PagedListState, _ event: PagedListEvent<Page>) -> PagedListState {
        var next = state
        switch event {
        case .firstPageRequested(let query):
            next.firstPageQuery = query
            next.nextPageQuery = nil
            next.isAnswered = false
        case .firstPageLoaded(let page):
            guard page.query == state.firstPageQuery else { return state }
            next.rows = []
            next.identities = []
            next.skippedItemCount = 0
            next.listNumber += 1
            next.isAnswered = true
            next.take(page)
        case .nextPageLoaded(let page):
            guard page.query == state.nextPageQuery else { return state }
            next.take(page)
        case .rowsEdited(let edit):
            next.rows = state.rows.compactMap(edit)
        }
        return next
    }

    /// Appends the page's items that no earlier page showed, and takes its facts: what to ask for next, the count
    /// and the quota. (A page is kept as the source sent it: only what an earlier page showed is left out.)
    private mutating func take(_ page: Page) {
        let fresh = page.items.filter { !identities.contains($0.listIdentity) }
        rows.append(contentsOf: fresh.lazy.map(\.listRow))
        identities.formUnion(fresh.lazy.map(\.listIdentity))
        skippedItemCount += page.skippedItemCount
        nextPageQuery = page.nextQuery
        totalItemCount = page.totalItemCount
        rateLimit = page.rateLimit ?? rateLimit
    }
}
