import Domain
import Foundation
import Reactive

/// A repository's issues: the list grown page by page, filtered by state (open, closed, all), each row opening the
/// issue's page in the browser.
///
/// The list is a `PagedList` of the use case's pages, the paging every list scene shares; this scene adds the state
/// filter, which starts the list over.
public struct IssuesViewModel: ViewModelType, Sendable {
    /// What the issue list sends.
    public struct Input {
        /// Load, reload and load more.
        public let list: ListTriggers
        /// Moves to the next state filter (open → closed → all → open) and starts the list over.
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

    /// What the issue list shows (Drivers), and what happens once (Signals).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and errors.
        public let list: PagedList<IssuePage>.Output
        /// The state filter asked for, for the header.
        public let state: Driver<IssueStateFilter>
        /// Opens the chosen issue's page in the browser.
        public let opened: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let useCase: any IssuesUseCaseType
    private let navigator: any IssuesNavigatorType
    private let repository: RepoReference
    private let perPage: Int
    private let errorMessage: ErrorMessage

    /// Creates the view model for `repository`'s issues; each page asks for `perPage` of them.
    public init(
        useCase: any IssuesUseCaseType, navigator: any IssuesNavigatorType, repository: RepoReference,
        perPage: Int = IssueQuery.defaultPerPage, errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.repository = repository
        self.perPage = perPage
        self.errorMessage = errorMessage
    }

    /// Wires the issue list.
    public func transform(_ input: Input) -> Output {
        let (useCase, navigator, repository, perPage) = (self.useCase, self.navigator, self.repository, self.perPage)
        let state = input.stateTrigger.stepping(from: IssueStateFilter.open) { $0.next }
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            input.list,
            query: state.map { state in
                Result { () throws(RepositoryError) in
                    try IssueQuery(repository: repository, state: state, perPage: perPage)
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
