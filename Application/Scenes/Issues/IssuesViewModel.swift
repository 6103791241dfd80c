import Domain
import Foundation
import Reactive

/// A repository's issues: the list grown page by page, a key stepping through the states (open, closed, all) and a
/// filter typed as the website writes it (`label:bug author:octocat`), each starting the list over, and each row
/// showing the issue's conversation (or its page in the browser).
public struct IssuesViewModel: ViewModelType, Sendable {
    public struct Input {
        public var loadTrigger: Driver<Void>
        public var refreshTrigger: Driver<Void>
        public var loadMoreTrigger: Driver<Void>
        /// Steps to the next state and starts the list over.
        public var stateTrigger: Driver<Void>
        /// Each filter as typed, starting the list over.
        public var filterText: Driver<String>
        /// The index of the row whose conversation to show; indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public var openInBrowserTrigger: Driver<Int>
        public var backTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            stateTrigger: Driver<Void> = .empty(), filterText: Driver<String> = .empty(),
            openTrigger: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.stateTrigger = stateTrigger
            self.filterText = filterText
            self.openTrigger = openTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    public struct Output {
        public let list: PagedList<IssuePage>.Output
        /// The filter asked for, written back (empty for none), for the header and the filter's editor.
        public let filter: Driver<String>
        public let state: Driver<IssueStateFilter>
        /// Shows the chosen issue's conversation.
        public let conversationShown: Signal<ConversationSummary>
        /// Opens the chosen issue's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the repository's detail.
        public let wentBack: Signal<Void>
    }

    private let repository: RepoReference
    private let useCase: any IssuesUseCaseType
    private let navigator: any IssuesNavigatorType
    private let perPage: Int

    /// Creates the view model for `repository`'s issues, `perPage` a page, starting with the open ones.
    public init(
        repository: RepoReference, useCase: any IssuesUseCaseType, navigator: any IssuesNavigatorType,
        perPage: Int = IssueQuery.defaultPerPage
    ) {
        self.repository = repository
        self.useCase = useCase
        self.navigator = navigator
        self.perPage = perPage
    }

    public func transform(_ input: Input) -> Output {
        let (repository, useCase, navigator, perPage) = (self.repository, self.useCase, self.navigator, self.perPage)

        let state = input.stateTrigger.stepping(from: IssueStateFilter.open) { $0.next }
        let terms = input.filterText.map { FilterTerms(parsing: $0, keys: ["label", "author"]) }.startWith(
            FilterTerms([]))
        let list = PagedList(fetch: useCase.page).transform(
            loadTrigger: Driver.merge(input.loadTrigger, input.refreshTrigger), loadMoreTrigger: input.loadMoreTrigger,
            lists: Driver.combineLatest(state, terms) { (state: $0, terms: $1) },
            firstPageQuery: { list throws(RepositoryError) in
                if let word = list.terms.unreadable {
                    throw .invalidQuery(
                        message: "the issues cannot be filtered by \(word); write label:NAME or author:LOGIN")
                }
                return try IssueQuery(
                    repository: repository, state: list.state, labels: list.terms.values("label"),
                    author: list.terms.values("author").last, perPage: perPage)
            })

        return Output(
            list: list,
            filter: terms.map(\.text),
            state: state,
            // What a row opens: the issue's conversation.
            conversationShown: list.rows(at: input.openTrigger)
                .map { ConversationSummary(repository: repository, issue: $0) }
                .do(onMainActor: { navigator.toConversation($0) }).asSignal(),
            openedInBrowser: list.rows(at: input.openInBrowserTrigger).compactMap(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
