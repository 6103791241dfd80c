import Domain
import Foundation
import Reactive

/// A repository's issues: the list grown page by page, a key stepping through the states (open, closed, all), each
/// starting the list over, and each row opening the issue's page in the browser.
public struct IssuesViewModel: ViewModelType, Sendable {
    /// What the issue list sends.
    public struct Input {
        /// Fires when the screen first appears: loads the first page.
        public var loadTrigger: Driver<Void>
        /// Loads the first page again.
        public var refreshTrigger: Driver<Void>
        /// Asks for the next page; ignored while a page loads or when none is left.
        public var loadMoreTrigger: Driver<Void>
        /// Steps to the next state and starts the list over.
        public var stateTrigger: Driver<Void>
        /// Each filter as typed (`label:bug author:octocat`, as the command's options filter), starting the list over.
        public var filterText: Driver<String>
        /// The index of the row to open; indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// Asks to return to the repository's detail.
        public var backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            stateTrigger: Driver<Void> = .empty(), filterText: Driver<String> = .empty(),
            openTrigger: Driver<Int> = .empty(), backTrigger: Driver<Void> = .empty()
        ) {
            self.filterText = filterText
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.stateTrigger = stateTrigger
            self.openTrigger = openTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the issue list shows (Drivers), and what happens once (Signals: a navigation).
    public struct Output {
        /// The list: its rows, what is known about its pages, loading and the error line.
        public let list: PagedList<IssuePage>.Output
        /// The filter asked for, written back (empty for none), for the header and the filter's editor.
        public let filter: Driver<String>
        /// The state asked for, for the header.
        public let state: Driver<IssueStateFilter>
        /// Opens the chosen issue's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let useCase: any IssuesUseCaseType
    private let navigator: any IssuesNavigatorType
    private let firstQuery: IssueQuery
    private let errorMessage: ErrorMessage

    /// Creates the view model for the list `firstQuery` starts (its repository, state, filters and page size).
    public init(
        useCase: any IssuesUseCaseType, navigator: any IssuesNavigatorType, firstQuery: IssueQuery,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.firstQuery = firstQuery
        self.errorMessage = errorMessage
    }

    /// Steps the state with each `stateTrigger` and reads each filter (either starts the list over), pages the
    /// issues they ask for, and opens a row's page when asked; the navigation happens while the view binds its
    /// Signal.
    public func transform(_ input: Input) -> Output {
        let (useCase, navigator, firstQuery) = (self.useCase, self.navigator, self.firstQuery)

        let state = input.stateTrigger.stepping(from: firstQuery.state) { $0.next }
        let initialTerms = FilterTerms(
            firstQuery.labels.map { .init(key: "label", value: $0) }
                + (firstQuery.author.map { [.init(key: "author", value: $0)] } ?? []))
        let terms = input.filterText.map { FilterTerms(parsing: $0, keys: ["label", "author"]) }.startWith(initialTerms)
        let query = Driver.combineLatest(state, terms) { state, terms in
            Result { () throws(RepositoryError) in
                if let word = terms.unreadable {
                    throw .invalidQuery(
                        message: "the issues cannot be filtered by \(word); write label:NAME or author:LOGIN")
                }
                return try IssueQuery(
                    repository: firstQuery.repository, state: state, labels: terms.values("label"),
                    author: terms.values("author").last, perPage: firstQuery.perPage)
            }
        }
        let list = PagedList(load: { useCase.page($0) }, errorMessage: errorMessage).transform(
            load: Driver.merge(input.loadTrigger, input.refreshTrigger), loadMore: input.loadMoreTrigger, query: query)

        return Output(
            list: list,
            filter: terms.map(\.text),
            state: state,
            // What a row opens: the issue's page.
            openedInBrowser: list.rows(at: input.openTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
