import Domain

/// A search list grown to the size asked for at once, for a front end that prints it instead of scrolling it (the
/// `search` command): the list as the search screen folds it, and the pages it was folded from.
///
/// `SearchUseCaseType.list(startingWith:holding:)` builds it from the same paging events the search screen folds,
/// with the same `PagingState.reduce(_:_:)`, so a repository that a later page repeats is listed once here too.
public struct SearchListing: Sendable {
    /// The list and what GitHub said about the search, exactly as the search screen would hold it.
    public let paging: PagingState
    /// The pages the list was folded from, in the order they arrived.
    public let pages: [RepoPage]

    /// The listing before any page: `paging`, and no page yet.
    public init(paging: PagingState) {
        self.init(paging: paging, pages: [])
    }

    private init(paging: PagingState, pages: [RepoPage]) {
        self.paging = paging
        self.pages = pages
    }

    /// The list's repositories in the list's order, each with everything GitHub sent about it (a list row keeps only
    /// what the list shows). The rows are the pages' repositories in order with some left out, never reordered, so
    /// each row is the next of the pages' repositories that has its id.
    public var repositories: [GithubRepo] {
        var held = pages.lazy.flatMap(\.items).makeIterator()
        return paging.repos.compactMap { row in
            while let repository = held.next() {
                if repository.id == row.id { return repository }
            }
            return nil
        }
    }

    /// Whether GitHub said of any page that its search timed out, so matches may be missing.
    public var isIncomplete: Bool {
        pages.contains { $0.isIncomplete }
    }

    /// `listing` after `event`: the list folded by `PagingState.reduce(_:_:)`, and a loaded page kept (a first page
    /// starts the pages over). Meant for one list's events in order, as `SearchUseCaseType.list(startingWith:holding:)`
    /// sends them; the search screen, whose newer search can outrun an older answer, folds `PagingState` alone.
    public static func reduce(_ listing: SearchListing, _ event: PagingEvent) -> SearchListing {
        let paging = PagingState.reduce(listing.paging, event)
        switch event {
        case .firstPageRequested: return SearchListing(paging: paging, pages: [])
        case .firstPageLoaded(let page): return SearchListing(paging: paging, pages: [page])
        case .nextPageLoaded(let page): return SearchListing(paging: paging, pages: listing.pages + [page])
        }
    }
}
