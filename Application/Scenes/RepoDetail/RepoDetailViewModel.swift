import Domain
import Foundation
import Reactive

/// The detail screen: the summary from the list at once, then the fresh repository, languages, contributors,
/// latest release and README as each arrives; and the star, changed at once and confirmed or rolled back.
///
/// The parts come from `RepoDetailUseCase`, which bounds the requests in flight; a failed part shows its own
/// reason and leaves the others shown. A reload cancels the requests in flight and starts over. The star is
/// `StarState` folded with `scan` over the status (asked for on each load when starring can work), the star count
/// of the repository shown, and each change: asked for, then confirmed or rolled back with GitHub's reason. When
/// starring cannot work here (no token, offline) the star key rolls back with that reason and sends nothing.
public struct RepoDetailViewModel: ViewModelType, Sendable {
    /// What the detail screen sends.
    public struct Input {
        /// Fires when the screen first appears: requests every part.
        public var loadTrigger: Driver<Void>
        /// Requests every part again.
        public var refreshTrigger: Driver<Void>
        /// Asks to open the repository's page in the browser.
        public var openInBrowserTrigger: Driver<Void>
        /// Asks to return to the list.
        public var backTrigger: Driver<Void>
        /// Asks to star the repository, or to unstar it when it is starred.
        public var starTrigger: Driver<Void>
        /// Asks for the repository's issues.
        public var issuesTrigger: Driver<Void>
        /// Asks for the repository's pull requests.
        public var pullRequestsTrigger: Driver<Void>
        /// Asks for the repositories the repository's owner owns.
        public var ownerRepositoriesTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            openInBrowserTrigger: Driver<Void> = .empty(), backTrigger: Driver<Void> = .empty(),
            starTrigger: Driver<Void> = .empty(), issuesTrigger: Driver<Void> = .empty(),
            pullRequestsTrigger: Driver<Void> = .empty(), ownerRepositoriesTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
            self.starTrigger = starTrigger
            self.issuesTrigger = issuesTrigger
            self.pullRequestsTrigger = pullRequestsTrigger
            self.ownerRepositoriesTrigger = ownerRepositoriesTrigger
        }
    }

    /// What the detail screen shows (Drivers), and what happens once (Signals: a navigation).
    public struct Output {
        /// The summary at once, then each part as it arrives or fails (with its own reason).
        public let state: Driver<RepoDetailState>
        /// Whether any part is still loading.
        public let isLoading: Driver<Bool>
        /// Whether the signed-in person starred the repository, the star count following a change, and the reason
        /// the last change was rolled back.
        public let star: Driver<StarState>
        /// Opens the repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the list.
        public let wentBack: Signal<Void>
        /// Shows the repository's issues.
        public let issuesShown: Signal<Void>
        /// Shows the repository's pull requests.
        public let pullRequestsShown: Signal<Void>
        /// Shows the repositories the repository's owner owns.
        public let ownerRepositoriesShown: Signal<Void>
    }

    private let summary: GithubRepo
    private let useCase: any RepoDetailUseCaseType
    private let starUseCase: any StarUseCaseType
    private let navigator: any RepoDetailNavigatorType

    /// Creates the view model for `summary`, what the list row knew of the repository (`RepoListItem.summary`).
    public init(
        repo summary: GithubRepo, useCase: any RepoDetailUseCaseType, starUseCase: any StarUseCaseType,
        navigator: any RepoDetailNavigatorType
    ) {
        self.summary = summary
        self.useCase = useCase
        self.starUseCase = starUseCase
        self.navigator = navigator
    }

    /// Shows the summary at once and fills in each part as it arrives, starting over on each refresh; the star is
    /// folded from its own events; every navigation happens while the view binds its Signal.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let summary = self.summary
        let useCase = self.useCase
        let navigator = self.navigator
        let initial = RepoDetailState(summary: summary)

        let state = Driver.merge(input.loadTrigger, input.refreshTrigger)
            .flatMapLatest { _ -> Driver<RepoDetailState> in
                useCase.detail(summary.reference)
                    .scan(initial) { state, update in state.applying(update) }
                    .trackActivity(activity)
                    .startWith(initial)
                    .asDriverOnErrorJustComplete()
            }
            .startWith(initial)
            .distinctUntilChanged()

        return Output(
            state: state,
            isLoading: activity.asDriver(),
            star: star(input, counts: state.map { $0.repo.starCount }),
            openedInBrowser: input.openInBrowserTrigger
                .map { summary.htmlURL }
                .do(onMainActor: { navigator.openInBrowser($0) })
                .asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal(),
            issuesShown: input.issuesTrigger.do(onMainActor: { navigator.toIssues(summary.reference) }).asSignal(),
            pullRequestsShown: input.pullRequestsTrigger
                .do(onMainActor: { navigator.toPullRequests(summary.reference) }).asSignal(),
            ownerRepositoriesShown: input.ownerRepositoriesTrigger
                .do(onMainActor: { navigator.toOwnerRepositories(summary.reference.owner) }).asSignal()
        )
    }

    /// The star folded from its events: the status on each load, the `counts` shown, and the changes the star
    /// trigger asks for. The star shown is kept in a relay made for this transform, so a change is decided from it
    /// (one at a time: a trigger while one is pending sends nothing).
    private func star(_ input: Input, counts: Driver<Int>) -> Driver<StarState> {
        let reference = summary.reference
        let starUseCase = self.starUseCase
        let shown = BehaviorRelay(value: StarState())
        let status = Driver.merge(input.loadTrigger, input.refreshTrigger)
            .flatMapLatest { _ -> Driver<StarEvent> in
                guard starUseCase.refusal == nil else { return .empty() }
                return starUseCase.isStarred(reference)
                    .map { StarEvent.statusLoaded(isStarred: $0) }
                    .asDriverOnErrorJustComplete()
            }
        let changes = input.starTrigger
            .withLatestFrom(shown.asDriver())
            .flatMap { current -> Driver<StarEvent> in
                if let refusal = starUseCase.refusal {
                    return .just(.rolledBack(refusal))
                }
                guard !current.isPending else { return .empty() }
                let wanted = !(current.isStarred ?? false)
                return starUseCase.setStarred(wanted, reference)
                    .map { StarEvent.confirmed }
                    .catch { error in .just(.rolledBack(RepositoryError(error))) }
                    .startWith(.requested(isStarred: wanted))
                    .asDriverOnErrorJustComplete()
            }
        return Driver.merge(status, counts.distinctUntilChanged().map { StarEvent.countLoaded($0) }, changes)
            .scan(StarState(), accumulator: StarState.reduce)
            .startWith(StarState())
            .distinctUntilChanged()
            .do(onNext: { shown.accept($0) })
    }
}
