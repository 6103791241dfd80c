import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The detail screen on virtual time: the view's triggers as hot observables at given ticks, the use case's
/// updates as a cold observable, and every output recorded.
final class RepoDetailSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let state: TestableObserver<RepoDetailState>
        let isLoading: TestableObserver<Bool>
        let openedInBrowser: TestableObserver<URL>
        let wentBack: TestableObserver<Void>
        let star: TestableObserver<StarState>
        let issuesShown: TestableObserver<Void>
        let pullRequestsShown: TestableObserver<Void>
    }

    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let navigator = RepoDetailNavigatorFake()
    let errorMessage = ErrorMessage(timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })
    /// The repository as the list showed it.
    let summary: GithubRepo

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    var reload: [Recorded<Event<Void>>] = []
    var openInBrowser: [Recorded<Event<Void>>] = []
    var back: [Recorded<Event<Void>>] = []
    var star: [Recorded<Event<Void>>] = []
    var issues: [Recorded<Event<Void>>] = []
    var pullRequests: [Recorded<Event<Void>>] = []
    /// Why starring cannot work at all (no token, offline), or `nil`.
    var starRefusal: RepositoryError?
    /// GitHub's answer to the status, timed from each request.
    lazy var starStatus = scheduler.createColdObservable([Recorded<Event<Bool>>]())
    /// GitHub's answer to a star or unstar, timed from each request.
    lazy var starChange = scheduler.createColdObservable([Recorded<Event<Void>>]())
    /// When the view disposes its subscriptions.
    var disposeAt: Int = 10_000
    /// The use case's answer, timed from each subscription.
    lazy var updates = scheduler.createColdObservable([Recorded<Event<RepoDetailUpdate>>]())
    /// The use case the screen was given (set by `run()`).
    private(set) var useCase = RepoDetailUseCaseFake()
    /// The star use case the screen was given (set by `run()`).
    private(set) var starUseCase = StarUseCaseFake()

    init(summary: GithubRepo) {
        self.summary = summary
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        SharingScheduler.mock(scheduler: scheduler) {
            useCase = RepoDetailUseCaseFake(answer: updates.asObservable())
            starUseCase = StarUseCaseFake(
                refusal: starRefusal, status: starStatus.asObservable(), change: starChange.asObservable())
            let output = RepoDetailViewModel(
                repo: summary, useCase: useCase, starUseCase: starUseCase, navigator: navigator,
                errorMessage: errorMessage
            ).transform(
                RepoDetailViewModel.Input(
                    loadTrigger: scheduler.trigger(load), reloadTrigger: scheduler.trigger(reload),
                    openInBrowserTrigger: scheduler.trigger(openInBrowser), backTrigger: scheduler.trigger(back),
                    starTrigger: scheduler.trigger(star), issuesTrigger: scheduler.trigger(issues),
                    pullRequestsTrigger: scheduler.trigger(pullRequests)))
            let bag = DisposeBag()
            let recording = Recording(
                state: scheduler.record(output.state, in: bag),
                isLoading: scheduler.record(output.isLoading, in: bag),
                openedInBrowser: scheduler.record(output.openedInBrowser, in: bag),
                wentBack: scheduler.record(output.wentBack, in: bag),
                star: scheduler.record(output.star, in: bag),
                issuesShown: scheduler.record(output.issuesShown, in: bag),
                pullRequestsShown: scheduler.record(output.pullRequestsShown, in: bag))
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return recording
        }
    }
}
