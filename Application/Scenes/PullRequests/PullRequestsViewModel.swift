import Domain
import Foundation
import Reactive

/// A repository's pull requests: the list grown page by page, a key stepping through the states (open, closed, merged, all), each
/// starting the list over, and each row opening the pull request's page in the browser.
public struct PullRequestsViewModel: ViewModelType, Sendable {
    /// What the pull request list sends.
    public struct Input {
        /// Fires when the screen first appears: loads the first page.
        public var loadTrigger: Driver<Void>
        /// Loads the first page again.
        public var refreshTrigger: Driver<Void>
        /// Asks for the next page; ignored while a page loads or when none is left.
        public var loadMoreTrigger: Driver<Void>
        /// Steps to the next state and starts the list over.
        public var stateTrigger: Driver<Void>
        /// The index of the row to open; indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// Asks to return to the repository's detail.
        public var backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            stateTrigger: Driver<Void> = .empty(), openTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.stateTrigger = stateTrigger
            self.openTrigger = openTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the pull request list shows (Drivers), and what happens once (Signals: a navigation).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and the error line.
        public let list: PagedList<PullRequestPage>.Output
        /// The state asked for, for the header.
        public let state: Driver<PullRequestStateFilter>
        /// Opens the chosen pull request's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let useCase: any PullRequestsUseCaseType
    private let navigator: any PullRequestsNavigatorType
    private let firstQuery: PullRequestQuery
    private let errorMessage: ErrorMessage

    /// Creates the view model for the list `firstQuery` starts (its repository, state, filters and page size).
    public init(
        useCase: any PullRequestsUseCaseType, navigator: any PullRequestsNavigatorType, firstQuery: PullRequestQuery,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.firstQuery = firstQuery
        self.errorMessage = errorMessage
    }

    /// Steps the state with each `stateTrigger` (a new state starts the list over), pages the pull requests of the
    /// state shown, and opens a row's page when asked; the navigation happens while the view binds its Signal.
    public func transform(_ input: Input) -> Output {
        let (useCase, navigator, firstQuery) = (self.useCase, self.navigator, self.firstQuery)

        let state = input.stateTrigger.stepping(from: firstQuery.state) { $0.next }
        let query = state.map { state in
            Result { () throws(RepositoryError) in
                guard let query = firstQuery.with(state: state) else {
                    throw .invalidQuery(message: "the pull requests cannot be asked for in the state \(state.rawValue)")
                }
                return query
            }
        }
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            load: Driver.merge(input.loadTrigger, input.refreshTrigger), loadMore: input.loadMoreTrigger, query: query)

        return Output(
            list: list,
            state: state,
            // What a row opens: the pull request's page.
            openedInBrowser: list.rows(at: input.openTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
