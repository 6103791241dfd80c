import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The account screen on virtual time: loaded at tick 100, the use case's answers as cold observables, what the
/// screen shows recorded; any other trigger is fired and any other output recorded through `SceneHarness`.
final class AccountSceneHarness: SceneHarness<AccountViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let account: TestableObserver<AccountState>
        let quotas: TestableObserver<RateLimitOverview?>
        let authentication: TestableObserver<Authentication>
        let isLoading: TestableObserver<Bool>
        let error: TestableObserver<RepositoryError?>
    }

    let navigator = AccountNavigatorFake()
    /// The use case the screen is given; anonymous and never answering unless a test sets another.
    var useCase = AccountUseCaseFake(hasToken: false)

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(
            account: record(\.account), quotas: record(\.quotas), authentication: record(\.authentication),
            isLoading: record(\.isLoading), error: record(\.error))
        run(AccountViewModel(useCase: useCase, navigator: navigator)) {
            AccountViewModel.Input(loadTrigger: $0.trigger([.next(100, ())]))
        }
        return recording
    }
}
