import Domain

/// Where the search list's pages stand: the list shown, the page to ask for next, and what GitHub said about the
/// search. A value: every change is `reduce(_:_:)`, a pure function, folded over `PagingEvent`s with `scan`.
///
/// Each page's repositories are reduced to the rows the list shows (`RepoListItem`) as the page is taken, so the
/// state holds what is on the list, not everything GitHub said about each result.
public struct PagingState: Hashable, Sendable {
    /// The first page of the list being shown or loaded; `nil` before the first search.
    public private(set) var firstPageQuery: RepoSearchQuery?
    /// The rows of every page loaded for the current list, in ranking order.
    public private(set) var repos: [RepoListItem]
    /// The page to ask for when more is wanted; `nil` while the first page loads, and after the last page.
    public private(set) var nextPageQuery: RepoSearchQuery?
    /// Counts the first pages shown: it changes exactly when a first page replaced the list (a new list starts).
    public private(set) var listNumber: Int
    /// Whether the search asked for last has been answered: false from the moment its first page is asked for
    /// until that page arrives, and still false when that request fails. An empty list means "nothing matches"
    /// only while this is true.
    public private(set) var isAnswered: Bool
    /// GitHub's count of all matches for the list shown.
    public private(set) var totalCount: Int
    /// The search quota after the latest page, when the source reports one.
    public private(set) var rateLimit: RateLimitStatus?
    /// How many repositories on the list's pages could not be read and were left out.
    public private(set) var skippedItemCount: Int

    /// The state before any search: an empty list.
    public init() {
        firstPageQuery = nil
        repos = []
        nextPageQuery = nil
        listNumber = 0
        isAnswered = false
        totalCount = 0
        rateLimit = nil
        skippedItemCount = 0
    }

    /// Whether another page can be asked for now.
    public var hasMore: Bool { nextPageQuery != nil }

    /// `state` after `event`. A page is taken only when it answers the query the state is waiting for, so a late
    /// answer to a search that has since been replaced changes nothing.
    public static func reduce(_ state: PagingState, _ event: PagingEvent) -> PagingState {
        var next = state
        switch event {
        case .firstPageRequested(let query):
            next.firstPageQuery = query
            next.nextPageQuery = nil
            next.isAnswered = false
        case .firstPageLoaded(let page):
            guard page.query == state.firstPageQuery else { return state }
            next.repos = page.items.map(RepoListItem.init)
            next.skippedItemCount = page.skippedItemCount
            next.listNumber += 1
            next.isAnswered = true
            next.take(page)
        case .nextPageLoaded(let page):
            guard page.query == state.nextPageQuery else { return state }
            let shown = Set(state.repos.map(\.identity))
            next.repos += page.items.lazy.map(RepoListItem.init).filter { !shown.contains($0.identity) }
            next.skippedItemCount += page.skippedItemCount
            next.take(page)
        }
        return next
    }

    /// Takes the page's facts: what to ask for next, the count and the quota.
    private mutating func take(_ page: RepoPage) {
        nextPageQuery = page.nextQuery
        totalCount = page.totalCount
        rateLimit = page.rateLimit ?? rateLimit
    }
}
