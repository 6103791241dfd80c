import Domain
import Foundation
import Reactive

/// The detail screen: the summary from the list at once, then the fresh repository, languages, contributors,
/// latest release and README as each arrives.
///
/// The parts are requested at most `maxConcurrentRequests` at a time; a failed part shows its error and leaves
/// the others shown. A reload cancels the requests in flight and starts over.
public struct RepoDetailViewModel: ViewModelType, Sendable {
    /// What the detail screen sends.
    public struct Input {
        /// Fires when the screen first appears: requests every part.
        public let loadTrigger: Driver<Void>
        /// Requests every part again.
        public let reloadTrigger: Driver<Void>
        /// Asks to open the repository's page in the browser.
        public let openInBrowserTrigger: Driver<Void>
        /// Asks to return to the list.
        public let backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, reloadTrigger: Driver<Void> = .empty(),
            openInBrowserTrigger: Driver<Void> = .empty(), backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.reloadTrigger = reloadTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the detail screen shows, and the navigation it performs when driven.
    public struct Output {
        /// The summary at once, then each part as it arrives or fails.
        public let state: Driver<RepoDetailState>
        /// Whether any part is still loading.
        public let isLoading: Driver<Bool>
        /// A sentence for each failed part.
        public let error: Driver<String>
        /// Opens the repository's page in the browser when driven.
        public let openedInBrowser: Driver<URL>
        /// Returns to the list when driven.
        public let wentBack: Driver<Void>
    }

    /// One part's arrival, applied to the state.
    typealias Change = @Sendable (inout RepoDetailState) -> Void

    private let summary: GithubRepo
    private let useCase: any RepoDetailUseCaseType
    private let navigator: any RepoDetailNavigatorType
    private let maxConcurrentRequests: Int
    private let errorMessage: ErrorMessage

    /// Creates the view model for `summary`, the repository as the list showed it.
    public init(
        repo summary: GithubRepo, useCase: any RepoDetailUseCaseType, navigator: any RepoDetailNavigatorType,
        maxConcurrentRequests: Int = 2, errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.summary = summary
        self.useCase = useCase
        self.navigator = navigator
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        self.errorMessage = errorMessage
    }

    /// Wires the detail screen.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let summary = self.summary
        let navigator = self.navigator
        let maxConcurrentRequests = self.maxConcurrentRequests
        let initial = RepoDetailState(summary: summary)
        let parts = partRequests(errorTracker: errorTracker)

        let state = Driver.merge(input.loadTrigger, input.reloadTrigger)
            .flatMapLatest { _ -> Driver<RepoDetailState> in
                Observable.from(parts)
                    .merge(maxConcurrent: maxConcurrentRequests)
                    .trackActivity(activity)
                    .scan(initial) { state, change in
                        var next = state
                        change(&next)
                        return next
                    }
                    .startWith(initial)
                    .asDriverOnErrorJustComplete()
            }
            .startWith(initial)
            .distinctUntilChanged()

        return Output(
            state: state,
            isLoading: activity.asDriver(),
            error: errorTracker.asDriver().map { [errorMessage] in errorMessage.text(for: $0) },
            openedInBrowser: input.openInBrowserTrigger
                .map { summary.htmlURL }
                .do(onNext: { navigator.openInBrowser($0) }),
            wentBack: input.backTrigger.do(onNext: { navigator.back() })
        )
    }

    /// One request per part, in the order the screen shows them; each ends with a change, even when it fails.
    private func partRequests(errorTracker: ErrorTracker) -> [Observable<Change>] {
        let reference = summary.reference
        return [
            part(useCase.repository(reference), errorTracker, shown: { .loaded($0) }, store: { $0.repository = $1 }),
            part(useCase.languages(reference), errorTracker, shown: { .loaded($0) }, store: { $0.languages = $1 }),
            part(
                useCase.contributors(reference), errorTracker, shown: { .loaded($0) }, store: { $0.contributors = $1 }),
            part(
                useCase.latestRelease(reference), errorTracker, shown: { $0.map { .loaded($0) } ?? .absent },
                store: { $0.latestRelease = $1 }),
            part(
                useCase.readme(reference), errorTracker, shown: { $0.map { .loaded($0) } ?? .absent },
                store: { $0.readme = $1 }),
        ]
    }

    /// `request` as a change that stores the part shown for its value, or its failure as a sentence.
    private func part<Value: Sendable, Shown: Hashable & Sendable>(
        _ request: Observable<Value>, _ errorTracker: ErrorTracker,
        shown: @escaping @Sendable (Value) -> RepoDetailPart<Shown>,
        store: @escaping @Sendable (inout RepoDetailState, RepoDetailPart<Shown>) -> Void
    ) -> Observable<Change> {
        let errorMessage = self.errorMessage
        return
            request
            .map { value -> Change in { state in store(&state, shown(value)) } }
            .trackError(errorTracker)
            .catch { error in
                let message = errorMessage.text(for: error)
                return .just({ state in store(&state, .failed(message)) })
            }
    }
}
