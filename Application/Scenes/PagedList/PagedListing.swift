/// A list grown to the size asked for at once, for a front end that prints it instead of scrolling it (the
/// commands): the list as its screen folds it, and the pages it was folded from.
///
/// `PagedList.listing(startingWith:holding:)` builds it from the same events, with the same
/// `PagedListState.reduce(_:_:)`, that the list's screen folds, so an item a later page repeats is printed once.
public struct PagedListing<Page: ListPage>: Sendable {
    /// The list exactly as its screen would hold it.
    public let state: PagedListState<Page>
    /// The pages the list was folded from, in the order they arrived.
    public let pages: [Page]

    /// The listing before any page.
    init() {
        self.init(state: PagedListState(), pages: [])
    }

    private init(state: PagedListState<Page>, pages: [Page]) {
        self.state = state
        self.pages = pages
    }

    /// The list's items in the list's order, each with everything the source sent about it (a row keeps only what
    /// the list shows): the pages' items but those an earlier page showed, as the state took them.
    public var items: [Page.Item] {
        var shown = Set<Page.Item.Identity>()
        return pages.flatMap { page in
            let fresh = page.items.filter { !shown.contains($0.listIdentity) }
            shown.formUnion(fresh.map(\.listIdentity))
            return fresh
        }
    }

    /// `listing` after `event`: the state folded by `PagedListState.reduce(_:_:)`, and a loaded page kept (a first
    /// page starts the pages over). Meant for one list's events in order, as `PagedList` sends them.
    static func reduce(_ listing: PagedListing, _ event: PagedListEvent<Page>) -> PagedListing {
        let state = PagedListState.reduce(listing.state, event)
        switch event {
        case .firstPageRequested: return PagedListing(state: state, pages: [])
        case .firstPageLoaded(let page): return PagedListing(state: state, pages: [page])
        case .nextPageLoaded(let page): return PagedListing(state: state, pages: listing.pages + [page])
        case .rowsEdited: return PagedListing(state: state, pages: listing.pages)
        }
    }
}
