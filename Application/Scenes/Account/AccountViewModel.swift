import Domain
import Reactive

/// The account screen: who is signed in, the search and core quotas left, and how to raise them.
public struct AccountViewModel: ViewModelType, Sendable {
    /// What the account screen sends.
    public struct Input {
        /// Fires when the screen first appears: fetches the account and the quotas.
        public var loadTrigger: Driver<Void>
        /// Fetches them again.
        public var refreshTrigger: Driver<Void>
        /// Asks to return to the screen before.
        public var backTrigger: Driver<Void>
        /// Asks for the signed-in account's repositories; ignored until the account is known.
        public var ownerRepositoriesTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(), backTrigger: Driver<Void> = .empty(),
            ownerRepositoriesTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.backTrigger = backTrigger
            self.ownerRepositoriesTrigger = ownerRepositoriesTrigger
        }
    }

    /// What the account screen shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        /// Who the requests are made as.
        public let account: Driver<AccountState>
        /// The search and core quotas, once fetched.
        public let quotas: Driver<RateLimitOverview?>
        /// Which token requests carry, if any, and where it came from: known before any request.
        public let authentication: Driver<Authentication>
        /// Whether the account or the quotas are being fetched, for the spinner.
        public let isLoading: Driver<Bool>
        /// The error line: the latest failed request's error, until the quotas arrive; `nil` while there is
        /// nothing to say.
        public let error: Driver<RepositoryError?>
        /// Returns to the screen before.
        public let wentBack: Signal<Void>
        /// Shows the repositories of the signed-in account, by its login.
        public let ownerRepositoriesShown: Signal<String>
    }

    private let useCase: any AccountUseCaseType
    private let navigator: any AccountNavigatorType

    public init(useCase: any AccountUseCaseType, navigator: any AccountNavigatorType) {
        self.useCase = useCase
        self.navigator = navigator
    }

    /// Fetches the account (with a token) and the quotas on each load and refresh, the latest request replacing any
    /// before it; the error line says a failure until the quotas arrive.
    public func transform(_ input: Input) -> Output {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let useCase = self.useCase
        let navigator = self.navigator
        let loads = Driver.merge(input.loadTrigger, input.refreshTrigger)

        let account: Driver<AccountState>
        let authentication = useCase.authentication
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
            authentication: Driver.just(authentication),
            isLoading: activity.asDriver(),
            error: Driver.merge(
                errorTracker.asDriver().map { Optional(RepositoryError($0)) },
                quotas.compactMap { $0 }.map { _ in nil }
            ).startWith(nil).distinctUntilChanged(),
            wentBack: input.backTrigger.do(onMainActor: { navigator.back() }).asSignal(),
            // The login arrives after the screen opens: until then (and with no token) the trigger leads nowhere.
            ownerRepositoriesShown: input.ownerRepositoriesTrigger.withLatestFrom(account)
                .compactMap { account in
                    guard case .signedIn(let signedIn) = account else { return nil }
                    return signedIn.login
                }
                .do(onMainActor: { navigator.toOwnerRepositories($0) }).asSignal()
        )
    }
}
