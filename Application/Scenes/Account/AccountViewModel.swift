import Domain
import Reactive

/// The account screen: who is signed in, the search and core quotas left, and how to raise them.
public struct AccountViewModel: ViewModelType, Sendable {
    /// What the account screen sends.
    public struct Input {
        /// Fires when the screen first appears: fetches the account and the quotas.
        public let loadTrigger: Driver<Void>
        /// Fetches them again.
        public let refreshTrigger: Driver<Void>
        /// Asks to return to the screen before.
        public let backTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(), backTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.backTrigger = backTrigger
        }
    }

    /// What the account screen shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        /// Who the requests are made as.
        public let account: Driver<AccountState>
        /// The search and core quotas, once fetched.
        public let quotas: Driver<RateLimitOverview?>
        /// Where the token came from (`TokenDescription.source`); `nil` when anonymous.
        public let tokenSource: Driver<String?>
        /// How to raise the quotas, when requests are anonymous (`TokenDescription.hint`); `nil` with a token.
        public let hint: Driver<String?>
        /// Whether a request is running.
        public let isLoading: Driver<Bool>
        /// A sentence for each failed request.
        public let error: Signal<String>
        /// Returns to the screen before.
        public let wentBack: Signal<Void>
    }

    private let useCase: any AccountUseCaseType
    private let navigator: any AccountNavigatorType
    private let errorMessage: ErrorMessage

    /// Creates the view model.
    public init(
        useCase: any AccountUseCaseType, navigator: any AccountNavigatorType,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.errorMessage = errorMessage
    }

    /// Wires the account screen.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let useCase = self.useCase
        let navigator = self.navigator
        let errorMessage = self.errorMessage
        let loads = Driver.merge(input.loadTrigger, input.refreshTrigger)

        let account: Driver<AccountState>
        let authentication = useCase.authentication
        let token = TokenDescription(authentication)
        if authentication.hasToken {
            account =
                loads
                .flatMapLatest { _ in
                    useCase.signedInAccount()
                        .map { AccountState(signedInAs: $0) }
                        .trackActivity(activity)
                        .trackError(errorTracker)
                        .asDriverOnErrorJustComplete()
                }
                .startWith(.unknown)
                .distinctUntilChanged()
        } else {
            account = Driver.just(.anonymous)
        }
        let quotas =
            loads
            .flatMapLatest { _ in
                useCase.rateLimits()
                    .map { Optional($0) }
                    .trackActivity(activity)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
            .startWith(nil)

        return Output(
            account: account,
            quotas: quotas,
            tokenSource: Driver.just(token.source),
            hint: Driver.just(token.hint),
            isLoading: activity.asDriver(),
            error: errorTracker.asObservable().map { errorMessage.text(for: $0) }.asSignal(onErrorSignalWith: .empty()),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal()
        )
    }
}
