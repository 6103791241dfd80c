import Domain
import Foundation
import Reactive

/// The detail screen: the summary from the list at once, then the fresh repository, languages, contributors,
/// latest release and README as each arrives.
///
/// The parts come from `RepoDetailUseCase`, which bounds the requests in flight; a failed part shows its own
/// reason and leaves the others shown. A reload cancels the requests in flight and starts over.
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

    /// What the detail screen shows (Drivers), and what happens once (Signals: a navigation).
    public struct Output {
        /// The summary at once, then each part as it arrives or fails (with its own reason).
        public let state: Driver<RepoDetailState>
        /// Whether any part is still loading.
        public let isLoading: Driver<Bool>
        /// Opens the repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Returns to the list.
        public let wentBack: Signal<Void>
    }

    private let summary: GithubRepo
    private let useCase: any RepoDetailUseCaseType
    private let navigator: any RepoDetailNavigatorType
    private let errorMessage: ErrorMessage

    /// Creates the view model for `summary`, what the list row knew of the repository (`RepoListItem.summary`).
    public init(
        repo summary: GithubRepo, useCase: any RepoDetailUseCaseType, navigator: any RepoDetailNavigatorType,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.summary = summary
        self.useCase = useCase
        self.navigator = navigator
        self.errorMessage = errorMessage
    }

    /// Wires the detail screen.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let summary = self.summary
        let useCase = self.useCase
        let navigator = self.navigator
        let errorMessage = self.errorMessage
        let initial = RepoDetailState(summary: summary)

        let state = Driver.merge(input.loadTrigger, input.reloadTrigger)
            .flatMapLatest { _ -> Driver<RepoDetailState> in
                RepoDetailState.filling(from: initial, with: useCase.detail(summary.reference), wording: errorMessage)
                    .trackActivity(activity)
                    .startWith(initial)
                    .asDriverOnErrorJustComplete()
            }
            .startWith(initial)
            .distinctUntilChanged()

        return Output(
            state: state,
            isLoading: activity.asDriver(),
            openedInBrowser: input.openInBrowserTrigger
                .map { summary.htmlURL }
                .do(onMainActor: { navigator.openInBrowser($0) })
                .asSignal(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
