import Domain
import Foundation
import Reactive

/// Your starred repositories: the list grown page by page, sorted by when you starred them (or when they were
/// updated), each row opening the same detail as search.
///
/// The list is a `PagedList` of the use case's pages, the paging every list scene shares; this scene adds the sort
/// and the order. When the list cannot be read here (no token, offline) the load says why on the error line. A star
/// taken away on a detail screen (`StarUseCaseType.changes`) takes its row off the list; a star given starts the list
/// over, so the new star shows where the sort puts it.
public struct StarredViewModel: ViewModelType, Sendable {
    /// What the starred list sends.
    public struct Input {
        public var loadTrigger: Driver<Void>
        public var refreshTrigger: Driver<Void>
        public var loadMoreTrigger: Driver<Void>
        /// Moves to the other sort (when starred ↔ when updated) and starts the list over.
        public var sortTrigger: Driver<Void>
        /// Flips the order (descending ↔ ascending) and starts the list over.
        public var orderTrigger: Driver<Void>
        /// The index of the row to open (its detail); indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public var openInBrowserTrigger: Driver<Int>
        /// Asks to return to the search list.
        public var backTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            sortTrigger: Driver<Void> = .empty(), orderTrigger: Driver<Void> = .empty(),
            openTrigger: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.openTrigger = openTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the starred list shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        public let list: PagedList<StarredPage>.Output
        public let sort: Driver<StarredSort>
        public let order: Driver<SortDirection>
        /// Shows the detail of the chosen repository.
        public let detailShown: Signal<RepoListItem>
        /// Opens the chosen repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the search list.
        public let wentBack: Signal<Void>
    }

    private let useCase: any StarredUseCaseType
    private let navigator: any StarredNavigatorType
    private let perPage: Int
    private let starChanges: Observable<StarChange>

    /// Creates the view model; each page asks for `perPage` repositories, and `starChanges` are the stars given and
    /// taken away elsewhere.
    public init(
        useCase: any StarredUseCaseType, navigator: any StarredNavigatorType,
        perPage: Int = StarredQuery.defaultPerPage, starChanges: Observable<StarChange> = .empty()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.perPage = perPage
        self.starChanges = starChanges
    }

    /// Makes the query from the sort and order (each change, and each star given elsewhere, starts the list over),
    /// pages it, and takes off the rows whose star was taken away; a row opens its detail.
    public func transform(_ input: Input) -> Output {
        let useCase = self.useCase
        let navigator = self.navigator
        let perPage = self.perPage

        let sort = input.sortTrigger.stepping(from: StarredSort.created) { $0.next }
        let order = input.orderTrigger.stepping(from: SortDirection.descending) { $0.reversed }
        let changes = starChanges.asDriverOnErrorJustComplete()
        // A star given starts the list over (the sort decides where it shows); a star taken away takes its row off.
        let load = Driver.merge(input.loadTrigger, input.refreshTrigger, changes.filter(\.isStarred).map { _ in () })
        let list = PagedList(fetch: useCase.page).transform(
            loadTrigger: load, loadMoreTrigger: input.loadMoreTrigger,
            lists: Driver.combineLatest(sort, order) { (sort: $0, order: $1) },
            firstPageQuery: { list throws(RepositoryError) in
                try StarredQuery(sort: list.sort, direction: list.order, perPage: perPage)
            },
            edits: changes.filter { !$0.isStarred }.map { change in { $0.reference == change.reference ? nil : $0 } })

        return Output(
            list: list,
            sort: sort,
            order: order,
            // What a row opens: the repository's detail.
            detailShown: list.rows(at: input.openTrigger).do(onMainActor: { navigator.toDetail($0) }).asSignal(),
            openedInBrowser: list.rows(at: input.openInBrowserTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
