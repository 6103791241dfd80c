import Domain
import Reactive

/// A list grown to the size asked for at once, for a front end that prints it instead of scrolling it (the
/// commands): the list as its screen folds it, the pages it was folded from, and why it stopped short, if it did.
///
/// It is folded with the screen's own reducer (`PagedListState.reduce(_:_:)`), so an item a later page repeats is
/// printed once.
public struct PagedListing<Page: ListPage>: Sendable {
    /// The list exactly as its screen would hold it.
    public let state: PagedListState<Page>
    /// The pages the list was folded from, in the order they arrived.
    public let pages: [Page]
    /// The error of the page that could not be had, which ended the list before it held what was asked; `nil` when
    /// it holds that many rows or all there are.
    public let failure: RepositoryError?

    /// The list `query` starts, page after page (the one the list names next, while it holds fewer than `count`
    /// rows), as `fetch` answers them. It never throws: a page that cannot be had (a refused link, a network failure,
    /// a server error, a deadline) ends the list there, keeping every row received before it and saying why in
    /// `failure`; nothing received is lost.
    public static func grown(
        from query: Page.Query, holding count: Int, fetch: @Sendable (Page.Query) -> Observable<Page>
    ) async -> PagedListing {
        var listing = PagedListing(state: PagedListState.reduce(PagedListState(), .firstPageRequested(query)))
        var next: Page.Query? = query
        while let query = next, listing.state.rows.count < count {
            let page: Page
            do {
                page = try await firstPage(of: fetch(query))
            } catch {
                return PagedListing(state: listing.state, pages: listing.pages, failure: RepositoryError(error))
            }
            listing = listing.taking(listing.pages.isEmpty ? .firstPageLoaded(page) : .nextPageLoaded(page), page)
            next = listing.state.nextPageQuery
        }
        return listing
    }

    /// The page `answer` sends; a use case that completes without one was cancelled.
    private static func firstPage(of answer: Observable<Page>) async throws -> Page {
        for try await page in answer.values {
            return page
        }
        throw RepositoryError.cancelled
    }

    private init(state: PagedListState<Page>, pages: [Page] = [], failure: RepositoryError? = nil) {
        self.state = state
        self.pages = pages
        self.failure = failure
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

    /// This listing with `page` folded in as `event`.
    private func taking(_ event: PagedListEvent<Page>, _ page: Page) -> PagedListing {
        PagedListing(state: PagedListState.reduce(state, event), pages: pages + [page])
    }
}
