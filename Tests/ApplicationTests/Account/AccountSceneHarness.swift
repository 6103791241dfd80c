import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The account screen on virtual time: the view's triggers as hot observables at given ticks, the use case's
/// answers as cold observables, and every output recorded.
final class AccountSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let account: TestableObserver<AccountState>
        let quotas: TestableObserver<RateLimitOverview?>
        let tokenSource: TestableObserver<String?>
        let hint: TestableObserver<String?>
        let isLoading: TestableObserver<Bool>
        let error: TestableObserver<String>
        let wentBack: TestableObserver<Void>
    }

    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let navigator = AccountNavigatorFake()
    /// The wording of failures.
    var errorMessage = ErrorMessage(timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })
    /// The use case the screen is given; anonymous and never answering unless a test sets another.
    var useCase = AccountUseCaseFake(hasToken: false)

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    var refresh: [Recorded<Event<Void>>] = []
    var back: [Recorded<Event<Void>>] = []
    /// When the view disposes its subscriptions.
    var disposeAt: Int = 10_000

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = AccountViewModel(useCase: useCase, navigator: navigator, errorMessage: errorMessage).transform(
                AccountViewModel.Input(
                    loadTrigger: scheduler.trigger(load), refreshTrigger: scheduler.trigger(refresh),
                    backTrigger: scheduler.trigger(back)))
            let bag = DisposeBag()
            let recording = Recording(
                account: scheduler.record(output.account, in: bag),
                quotas: scheduler.record(output.quotas, in: bag),
                tokenSource: scheduler.record(output.tokenSource, in: bag),
                hint: scheduler.record(output.hint, in: bag),
                isLoading: scheduler.record(output.isLoading, in: bag),
                error: scheduler.record(output.error, in: bag),
                wentBack: scheduler.record(output.wentBack, in: bag))
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return recording
        }
    }
}
