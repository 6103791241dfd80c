import Domain
import Reactive

/// The repositories one account owns: the list grown page by page, sorted by name, creation, update or push, in
/// either order, each row opening the repository's detail.
///
/// Each sort starts in GitHub's own direction for it (names A to Z, times newest first); the order key flips it.
/// An owner that is not a GitHub login, an owner GitHub does not know, and a source that does not record the owner
/// (the offline snapshot) are said on the error line.
public struct OwnerRepositoriesViewModel: ViewModelType, Sendable {
    /// What an owner's repository list sends.
    public struct Input {
        public var loadTrigger: Driver<Void>
        public var refreshTrigger: Driver<Void>
        public var loadMoreTrigger: Driver<Void>
        /// Steps to the next sort (name, created, updated, pushed) in its own direction, and starts the list over.
        public var sortTrigger: Driver<Void>
        /// Flips the order and starts the list over.
        public var orderTrigger: Driver<Void>
        /// The index of the row to open (its detail); indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// Asks to return to the screen before.
        public var backTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(), sortTrigger: Driver<Void> = .empty(),
            orderTrigger: Driver<Void> = .empty(), openTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.openTrigger = openTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the list shows (Drivers), and what happens once (Signals: a navigation).
    public struct Output {
        public let list: PagedList<OwnerRepoPage>.Output
        public let sort: Driver<OwnerRepoSort>
        public let order: Driver<SortDirection>
        /// Shows the detail of the chosen repository.
        public let detailShown: Signal<RepoListItem>
        /// Returns to the screen before.
        public let wentBack: Signal<Void>
    }

    private let owner: String
    private let useCase: any OwnerRepositoriesUseCaseType
    private let navigator: any OwnerRepositoriesNavigatorType
    private let perPage: Int

    /// Creates the view model for the repositories `owner` (a login) owns, `perPage` a page.
    public init(
        owner: String, useCase: any OwnerRepositoriesUseCaseType, navigator: any OwnerRepositoriesNavigatorType,
        perPage: Int = OwnerRepoQuery.defaultPerPage
    ) {
        self.owner = owner
        self.useCase = useCase
        self.navigator = navigator
        self.perPage = perPage
    }

    /// Makes the query from the sort and whether the order is flipped, both in one value so a new sort makes one
    /// query (each query starts the list over), pages it, and opens a row's detail; the navigation happens while the
    /// view binds its Signal.
    public func transform(_ input: Input) -> Output {
        let (owner, useCase, navigator, perPage) = (self.owner, self.useCase, self.navigator, self.perPage)

        let sort = input.sortTrigger.stepping(from: OwnerRepoSort.fullName) { $0.next }
        let isFlipped = input.orderTrigger.stepping(from: false) { !$0 }
        let arrangement = Driver.combineLatest(sort, isFlipped) { sort, isFlipped in
            (sort: sort, order: isFlipped ? sort.defaultDirection.reversed : sort.defaultDirection)
        }
        let list = PagedList(fetch: useCase.page).transform(
            loadTrigger: Driver.merge(input.loadTrigger, input.refreshTrigger), loadMoreTrigger: input.loadMoreTrigger,
            lists: arrangement,
            firstPageQuery: { list throws(RepositoryError) in
                try OwnerRepoQuery(owner: owner, sort: list.sort, direction: list.order, perPage: perPage)
            })

        return Output(
            list: list,
            sort: sort,
            order: arrangement.map { $0.order },
            // What a row opens: the repository's detail.
            detailShown: list.rows(at: input.openTrigger).do(onMainActor: { navigator.toDetail($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
