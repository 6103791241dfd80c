import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The detail screen on virtual time: loaded at the ticks of `load`, the use case's updates and the star's answers
/// as cold observables, the state, loading and the star recorded; any other trigger is fired and any other output
/// recorded through `SceneHarness`.
final class RepoDetailSceneHarness: SceneHarness<RepoDetailViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let state: TestableObserver<RepoDetailState>
        let isLoading: TestableObserver<Bool>
        let star: TestableObserver<StarState>
    }

    let navigator = RepoDetailNavigatorFake()
    /// The repository as the list showed it.
    let summary: GithubRepo

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    /// Why starring cannot work at all (no token, offline), or `nil`.
    var starRefusal: RepositoryError?
    /// GitHub's answer to the status, timed from each request.
    lazy var starStatus = scheduler.createColdObservable([Recorded<Event<Bool>>]())
    /// GitHub's answer to a star or unstar, timed from each request.
    lazy var starChange = scheduler.createColdObservable([Recorded<Event<Void>>]())
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
        useCase = RepoDetailUseCaseFake(answer: updates.asObservable())
        starUseCase = StarUseCaseFake(
            refusal: starRefusal, status: starStatus.asObservable(), change: starChange.asObservable())
        let recording = Recording(state: record(\.state), isLoading: record(\.isLoading), star: record(\.star))
        let load = self.load
        run(
            RepoDetailViewModel(
                repo: summary, useCase: useCase, starUseCase: starUseCase, navigator: navigator)
        ) { RepoDetailViewModel.Input(loadTrigger: $0.trigger(load)) }
        return recording
    }
}
