import Domain
import Foundation
import Reactive

/// A repository's pull requests: the list grown page by page, filtered by state (open, closed, merged, all), each
/// row opening the pull request's page in the browser.
///
/// The list is a `PagedList` of the use case's pages, the paging every list scene shares; this scene adds the state
/// filter, which starts the list over.
public struct PullRequestsViewModel: ViewModelType, Sendable {
    /// What the pull request list sends.
    public struct Input {
        /// Load, reload and load more.
        public let list: ListTriggers
        /// Moves to the next state filter (open → closed → merged → all → open) and starts the list over.
        public let stateTrigger: Driver<Void>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public let openTrigger: Driver<Int>
        /// Asks to return to the repository's detail.
        public let backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            list: ListTriggers, stateTrigger: Driver<Void> = .empty(), openTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.list = list
            self.stateTrigger = stateTrigger
            self.openTrigger = openTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the pull request list shows (Drivers), and what happens once (Signals).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and errors.
        public let list: PagedList<PullRequestPage>.Output
        /// The state filter asked for, for the header.
        public let state: Driver<PullRequestStateFilter>
        /// Opens the chosen pull request's page in the browser.
        public let opened: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let useCase: any PullRequestsUseCaseType
    private let navigator: any PullRequestsNavigatorType
    private let repository: RepoReference
    private let perPage: Int
    private let errorMessage: ErrorMessage

    /// Creates the view model for `repository`'s pull requests; each page asks for `perPage` of them.
    public init(
        useCase: any PullRequestsUseCaseType, navigator: any PullRequestsNavigatorType, repository: RepoReference,
        perPage: Int = PullRequestQuery.defaultPerPage, errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.repository = repository
        self.perPage = perPage
        self.errorMessage = errorMessage
    }

    /// Wires the pull request list.
    public func transform(_ input: Input) -> Output {
        let (useCase, navigator, repository, perPage) = (self.useCase, self.navigator, self.repository, self.perPage)
        let state = input.stateTrigger.stepping(from: PullRequestStateFilter.open) { $0.next }
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            input.list,
            query: state.map { state in
                Result { () throws(RepositoryError) in
                    try PullRequestQuery(repository: repository, state: state, perPage: perPage)
                }
            })
        return Output(
            list: list,
            state: state,
            opened: list.rows(at: input.openTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
