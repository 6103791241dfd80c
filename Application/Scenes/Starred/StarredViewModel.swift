import Domain
import Foundation
import Reactive

/// Your starred repositories: the list grown page by page, sorted by when you starred them (or when they were
/// updated), each row opening the same detail as search.
///
/// The list is a `StarredListState` folded with `scan` from `StarredListEvent`s. A sort change or refresh asks for a
/// first page and cancels the one in flight; load-more asks for the page the state names next through
/// `flatMapFirst`, so it is ignored while a page loads or when none is left. When the list cannot be read here (no
/// token, offline) the load says why on the error line and sends nothing.
public struct StarredViewModel: ViewModelType, Sendable {
    /// What the starred list sends.
    public struct Input {
        /// Fires when the screen first appears: loads the first page.
        public let loadTrigger: Driver<Void>
        /// Loads the first page again and starts the list over.
        public let refreshTrigger: Driver<Void>
        /// Moves to the other sort (when starred ↔ when updated) and starts the list over.
        public let sortTrigger: Driver<Void>
        /// Flips the order (descending ↔ ascending) and starts the list over.
        public let orderTrigger: Driver<Void>
        /// Asks for the next page (a key moved the selection near the end); ignored while a page loads or when
        /// none is left.
        public let loadMoreTrigger: Driver<Void>
        /// The index of the row chosen to see its detail; indexes outside the list are ignored.
        public let selection: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public let openInBrowserTrigger: Driver<Int>
        /// Asks to return to the search list.
        public let backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(), sortTrigger: Driver<Void> = .empty(),
            orderTrigger: Driver<Void> = .empty(), loadMoreTrigger: Driver<Void> = .empty(),
            selection: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.selection = selection
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the starred list shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        /// The list and what is known about its pages.
        public let list: Driver<StarredListState>
        /// The sort asked for, for the header.
        public let sort: Driver<StarredSort>
        /// The order asked for, for the header.
        public let order: Driver<SortDirection>
        /// Whether a page is loading.
        public let isLoading: Driver<Bool>
        /// A sentence for each failed (or refused) request.
        public let error: Signal<String>
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

    /// Creates the view model; each page asks for `perPage` repositories.
    public init(
        useCase: any StarredUseCaseType, navigator: any StarredNavigatorType,
        perPage: Int = StarredQuery.defaultPerPage, errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.perPage = perPage
        self.errorMessage = errorMessage
    }

    /// Wires the starred list.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let initial = StarredListState()
        // The latest state, for load-more to read: `scan` below folds the events, and this relay closes the loop.
        let latest = BehaviorRelay(value: initial)
        let useCase = self.useCase
        let navigator = self.navigator
        let perPage = self.perPage
        let errorMessage = self.errorMessage

        let sort = input.sortTrigger.scan(StarredSort.created) { sort, _ in sort.next }.startWith(.created)
        let order = input.orderTrigger.scan(SortDirection.descending) { order, _ in order.reversed }
            .startWith(.descending)
        let ranking = Driver.combineLatest(sort, order) { (sort: $0, order: $1) }
        let reload = Driver.merge(input.loadTrigger, input.refreshTrigger)
        let firstPageEvents = Driver.merge(reload.withLatestFrom(ranking), ranking.skip(1))
            .flatMapLatest { ranking -> Driver<StarredListEvent> in
                let request = Observable<StarredListEvent>.deferred {
                    if let refusal = useCase.refusal { return .error(refusal) }
                    let query = try StarredQuery(sort: ranking.sort, direction: ranking.order, perPage: perPage)
                    return useCase.page(query).map { StarredListEvent.firstPageLoaded($0) }
                        .startWith(.firstPageRequested(query))
                }
                return request.trackActivity(activity).trackError(errorTracker).asDriverOnErrorJustComplete()
            }
        let nextPageEvents = input.loadMoreTrigger
            .withLatestFrom(latest.asDriver()) { _, state in state.nextPageQuery }
            .compactMap { $0 }
            .flatMapFirst { query -> Driver<StarredListEvent> in
                useCase.page(query)
                    .map { StarredListEvent.nextPageLoaded($0) }
                    .take(until: latest.asObservable().filter { $0.nextPageQuery != query })
                    .trackActivity(activity)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
        let list = Driver.merge(firstPageEvents, nextPageEvents)
            .scan(initial, accumulator: StarredListState.reduce)
            .startWith(initial)
            .do(onNext: { latest.accept($0) })

        let selectedRepo = input.selection
            .withLatestFrom(list) { index, list in list.repos.indices.contains(index) ? list.repos[index] : nil }
            .compactMap { $0 }
            .do(onMainActor: { navigator.toDetail($0) })
        let openedInBrowser = input.openInBrowserTrigger
            .withLatestFrom(list) { index, list in
                list.repos.indices.contains(index) ? list.repos[index].htmlURL : nil
            }
            .compactMap { $0 }
            .do(onMainActor: { navigator.openInBrowser($0) })

        return Output(
            list: list,
            sort: sort,
            order: order,
            isLoading: activity.asDriver(),
            error: errorTracker.asObservable().map { errorMessage.text(for: $0) }.asSignal(onErrorSignalWith: .empty()),
            selectedRepo: selectedRepo.asSignal(),
            openedInBrowser: openedInBrowser.asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
