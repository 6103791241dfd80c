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
        /// Load, reload and load more.
        public let list: ListTriggers
        /// Moves to the other sort (when starred ↔ when updated) and starts the list over.
        public let sortTrigger: Driver<Void>
        /// Flips the order (descending ↔ ascending) and starts the list over.
        public let orderTrigger: Driver<Void>
        /// The index of the row chosen to see its detail; indexes outside the list are ignored.
        public let selection: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public let openInBrowserTrigger: Driver<Int>
        /// Asks to return to the search list.
        public let backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            list: ListTriggers, sortTrigger: Driver<Void> = .empty(), orderTrigger: Driver<Void> = .empty(),
            selection: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.list = list
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.selection = selection
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the starred list shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and errors.
        public let list: PagedList<StarredPage>.Output
        /// The sort asked for, for the header.
        public let sort: Driver<StarredSort>
        /// The order asked for, for the header.
        public let order: Driver<SortDirection>
        /// Shows the detail of the selected repository.
        public let selectedRepo: Signal<RepoListItem>
        /// Opens the chosen repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the search list.
        public let wentBack: Signal<Void>
    }

    private let useCase: any StarredUseCaseType
    private let navigator: any StarredNavigatorType
    private let perPage: Int
    private let errorMessage: ErrorMessage
    private let starChanges: Observable<StarChange>

    /// Creates the view model; each page asks for `perPage` repositories, and `starChanges` are the stars given and
    /// taken away elsewhere.
    public init(
        useCase: any StarredUseCaseType, navigator: any StarredNavigatorType,
        perPage: Int = StarredQuery.defaultPerPage, errorMessage: ErrorMessage = ErrorMessage(),
        starChanges: Observable<StarChange> = .empty()
    ) {
        self.starChanges = starChanges
        self.useCase = useCase
        self.navigator = navigator
        self.perPage = perPage
        self.errorMessage = errorMessage
    }

    /// Wires the starred list.
    public func transform(_ input: Input) -> Output {
        let useCase = self.useCase
        let navigator = self.navigator
        let perPage = self.perPage

        let sort = input.sortTrigger.stepping(from: StarredSort.created) { $0.next }
        let order = input.orderTrigger.stepping(from: SortDirection.descending) { $0.reversed }
        let query = Driver.combineLatest(sort, order) { sort, order in
            Result { () throws(RepositoryError) in try StarredQuery(sort: sort, direction: order, perPage: perPage) }
        }
        let changes = starChanges.asDriverOnErrorJustComplete()
        // A star given starts the list over (the sort decides where it shows); a star taken away takes its row off.
        let triggers = ListTriggers(
            load: input.list.load,
            refresh: Driver.merge(input.list.refresh, changes.filter(\.isStarred).map { _ in () }),
            loadMore: input.list.loadMore)
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            triggers, query: query,
            edits: changes.filter { !$0.isStarred }.map { change in { $0.reference == change.reference ? nil : $0 } })

        return Output(
            list: list,
            sort: sort,
            order: order,
            selectedRepo: list.rows(at: input.selection).do(onMainActor: { navigator.toDetail($0) }).asSignal(),
            openedInBrowser: list.rows(at: input.openInBrowserTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
