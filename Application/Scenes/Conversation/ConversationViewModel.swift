import Domain
import Foundation
import Reactive

/// One issue's or pull request's conversation: the title from the list at once, then the item (its state, labels and
/// body) and its comments side by side as each arrives, the comments a page at a time as the reader nears the end, and,
/// for a pull request, its reviews placed among them by date. A part that fails says why where it would have been;
/// the rest stays. A reload starts every part over.
public struct ConversationViewModel: ViewModelType, Sendable {
    public struct Input {
        /// Fires when the screen first appears: asks for the item and the first page of comments.
        public var loadTrigger: Driver<Void>
        public var refreshTrigger: Driver<Void>
        /// Asks for the next page of comments; ignored while one loads or when none is left.
        public var loadMoreTrigger: Driver<Void>
        public var openInBrowserTrigger: Driver<Void>
        public var backTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            openInBrowserTrigger: Driver<Void> = .empty(), backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    public struct Output {
        /// What the list knew, shown until the item arrives.
        public let summary: Driver<ConversationSummary>
        /// The issue or pull request itself: loading, loaded or failed.
        public let subject: Driver<DetailPart<ConversationSubject>>
        /// The comments, page by page, with their loading and error line.
        public let comments: PagedList<IssueCommentPage>.Output
        /// A pull request's reviews; `absent` for an issue.
        public let reviews: Driver<DetailPart<[PullRequestReview]>>
        /// The comments received so far, with the reviews placed among them by date (`ConversationTimeline`).
        public let timeline: Driver<[ConversationEntry]>
        /// Whether the item or its reviews are being fetched.
        public let isLoading: Driver<Bool>
        /// Opens the item's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the list.
        public let wentBack: Signal<Void>
    }

    private let summary: ConversationSummary
    private let useCase: any ConversationUseCaseType
    private let navigator: any ConversationNavigatorType

    /// Creates the view model for the item `summary` names, as the list knew it.
    public init(
        summary: ConversationSummary, useCase: any ConversationUseCaseType, navigator: any ConversationNavigatorType
    ) {
        self.summary = summary
        self.useCase = useCase
        self.navigator = navigator
    }

    public func transform(_ input: Input) -> Output {
        let (summary, useCase, navigator) = (self.summary, self.useCase, self.navigator)
        let activity = ActivityIndicator()
        let loads = Driver.merge(input.loadTrigger, input.refreshTrigger)

        let subject = loads.flatMapLatest { _ -> Driver<DetailPart<ConversationSubject>> in
            useCase.subject(summary.reference)
                .map { DetailPart.loaded($0) }
                .trackActivity(activity)
                .asDriver(onErrorRecover: { .just(.failed(RepositoryError($0))) })
                .startWith(.loading)
        }
        .startWith(.loading)
        .distinctUntilChanged()
        // The reviews wait for the item to say it is a pull request; an issue has none.
        let reviews = subject.map(Self.isPullRequest).distinctUntilChanged()
            .flatMapLatest { isPullRequest -> Driver<DetailPart<[PullRequestReview]>> in
                switch isPullRequest {
                case true?:
                    useCase.reviews(summary.reference)
                        .map { DetailPart.loaded($0) }
                        .trackActivity(activity)
                        .asDriver(onErrorRecover: { .just(.failed(RepositoryError($0))) })
                        .startWith(.loading)
                case false?: .just(.absent)
                case nil: .just(.loading)
                }
            }
            .distinctUntilChanged()
        let comments = PagedList(fetch: useCase.comments).transform(
            loadTrigger: loads, loadMoreTrigger: input.loadMoreTrigger, lists: .just(summary.reference),
            firstPageQuery: { reference throws(RepositoryError) in try IssueCommentQuery(conversation: reference) })
        let timeline = Driver.combineLatest(comments.state, reviews) {
            (comments: PagedListState<IssueCommentPage>, reviews: DetailPart<[PullRequestReview]>) in
            ConversationTimeline.entries(
                comments: comments.rows, reviews: reviews.value ?? [], hasMoreComments: comments.hasMore)
        }

        return Output(
            summary: .just(summary),
            subject: subject,
            comments: comments,
            reviews: reviews,
            timeline: timeline,
            isLoading: activity.asDriver(),
            openedInBrowser: input.openInBrowserTrigger
                .withLatestFrom(subject) { _, subject in subject.value?.issue.htmlURL ?? summary.htmlURL }
                .compactMap { $0 }
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }

    /// Whether `subject` is a pull request: `nil` while that is not known yet, `false` for an issue or a subject that
    /// could not be had (there are no reviews to ask for then).
    private static func isPullRequest(_ subject: DetailPart<ConversationSubject>) -> Bool? {
        switch subject {
        case .loading: nil
        case .loaded(let subject): subject.pullRequest != nil
        case .failed, .absent, .notRecorded: false
        }
    }
}
