import Domain
import Foundation
import Reactive

/// A list a repository keeps by state (its issues, its pull requests): the list grown page by page, a key stepping
/// through the states (each starts the list over), each row opening the item's page in the browser.
///
/// The issue and the pull request scenes are this view model over their pages (`IssuesViewModel`,
/// `PullRequestsViewModel`): what differs between them is the query (`RepositoryListQuery`) and the rows, so the
/// scene is written once. The paging is the `PagedList` every list scene shares.
public struct RepositoryListViewModel<Page: ListPage>: ViewModelType, Sendable
where Page.Query: RepositoryListQuery, Page.Item.Row: WebPage {
    /// What the list sends.
    public struct Input {
        /// Load, reload and load more.
        public let list: ListTriggers
        /// Steps to the next state and starts the list over.
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

    /// What the list shows (Drivers), and what happens once (Signals).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and errors.
        public let list: PagedList<Page>.Output
        /// The state asked for, for the header.
        public let state: Driver<Page.Query.State>
        /// Opens the chosen item's page in the browser.
        public let opened: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let useCase: any ListUseCaseType<Page>
    private let navigator: any RepositoryListNavigatorType
    private let firstQuery: Page.Query
    private let errorMessage: ErrorMessage

    /// Creates the view model for the list `firstQuery` starts (its state, its page size).
    public init(
        useCase: any ListUseCaseType<Page>, navigator: any RepositoryListNavigatorType, firstQuery: Page.Query,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.firstQuery = firstQuery
        self.errorMessage = errorMessage
    }

    /// Wires the list.
    public func transform(_ input: Input) -> Output {
        let (useCase, navigator, firstQuery) = (self.useCase, self.navigator, self.firstQuery)
        let state = input.stateTrigger.stepping(from: firstQuery.state) { $0.next }
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            input.list,
            query: state.map { state in
                Result { () throws(RepositoryError) in
                    guard let query = firstQuery.with(state: state) else {
                        throw .invalidQuery(message: "the list cannot be asked for in the state \(state.rawValue)")
                    }
                    return query
                }
            })
        return Output(
            list: list,
            state: state,
            opened: list.rows(at: input.openTrigger).compactMap { $0.htmlURL }
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
