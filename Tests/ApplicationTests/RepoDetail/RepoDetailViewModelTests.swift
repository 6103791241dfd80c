import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

final class RepoDetailViewModelTests: XCTestCase {
    private let summary = GithubRepo.fixture(id: 1)
    private let fresh = GithubRepo.fixture(id: 1, subscriberCount: 7)
    private let languages = [LanguageShare(name: "Swift", byteCount: 10, fraction: 1)]
    private let contributors = [Contributor(login: "octocat", contributionCount: 3, htmlURL: nil)]
    private let release = Release(tagName: "v1.0.0", name: nil, publishedAt: nil, htmlURL: nil)
    private let errorMessage = ErrorMessage(
        timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })

    /// The detail screen on virtual time; the use case's updates are `updates`, a cold Observable.
    private final class Scene {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let navigator = RepoDetailNavigatorFake()
        var load: [Recorded<Event<Void>>] = [.next(100, ())]
        var reload: [Recorded<Event<Void>>] = []
        var openInBrowser: [Recorded<Event<Void>>] = []
        var back: [Recorded<Event<Void>>] = []
        var disposeAt: Int = 10_000
        lazy var updates = scheduler.createColdObservable([Recorded<Event<RepoDetailUpdate>>]())
        private(set) var useCase = RepoDetailUseCaseFake()

        struct Recording {
            let state: TestableObserver<RepoDetailState>
            let isLoading: TestableObserver<Bool>
            let openedInBrowser: TestableObserver<URL>
            let wentBack: TestableObserver<Void>
        }

        func run(summary: GithubRepo, errorMessage: ErrorMessage) -> Recording {
            SharingScheduler.mock(scheduler: scheduler) {
                useCase = RepoDetailUseCaseFake(answer: updates.asObservable())
                let output = RepoDetailViewModel(
                    repo: summary, useCase: useCase, navigator: navigator, errorMessage: errorMessage
                ).transform(
                    RepoDetailViewModel.Input(
                        loadTrigger: scheduler.trigger(load), reloadTrigger: scheduler.trigger(reload),
                        openInBrowserTrigger: scheduler.trigger(openInBrowser), backTrigger: scheduler.trigger(back)))
                let bag = DisposeBag()
                let recording = Recording(
                    state: scheduler.record(output.state, in: bag),
                    isLoading: scheduler.record(output.isLoading, in: bag),
                    openedInBrowser: scheduler.record(output.openedInBrowser, in: bag),
                    wentBack: scheduler.record(output.wentBack, in: bag))
                scheduler.scheduleAt(disposeAt) { bag.dispose() }
                scheduler.start()
                return recording
            }
        }
    }

    /// A scene whose use case sends the repository 100 ticks after the request, then one part every 50 ticks.
    private func answeringScene(
        languagesFail: RepositoryError? = nil, release: Release?? = .none, readme: String?? = .none
    ) -> Scene {
        let scene = Scene()
        scene.updates = scene.scheduler.createColdObservable([
            .next(100, .repository(.success(fresh))),
            .next(150, .languages(languagesFail.map { .failure($0) } ?? .success(languages))),
            .next(200, .contributors(.success(contributors))),
            .next(250, .latestRelease(.success(release ?? self.release))),
            .next(300, .readme(.success(readme ?? "# repo1"))),
            .completed(300),
        ])
        return scene
    }

    func test_state_showsSummaryAtOnce() {
        let recording = Scene().run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(recording.state.events.first?.time, 0)
        XCTAssertEqual(recording.state.values, [RepoDetailState(summary: summary)])
    }

    func test_state_fillsInEveryPart() {
        let recording = answeringScene().run(summary: summary, errorMessage: errorMessage)
        let final = recording.state.values.last
        XCTAssertEqual(final?.repository, .loaded(fresh))
        XCTAssertEqual(final?.repo.subscriberCount, 7)
        XCTAssertEqual(final?.languages, .loaded(languages))
        XCTAssertEqual(final?.contributors, .loaded(contributors))
        XCTAssertEqual(final?.latestRelease, .loaded(release))
        XCTAssertEqual(final?.readme, .loaded("# repo1"))
        XCTAssertEqual(final?.isComplete, true)
    }

    func test_state_showsEachPartAsItArrives() {
        let recording = answeringScene().run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(recording.state.events.map(\.time), [0, 202, 252, 302, 352, 402])
    }

    func test_load_asksTheUseCaseForTheSummarysRepository() {
        let scene = answeringScene()
        _ = scene.run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(scene.useCase.references, [summary.reference])
    }

    func test_failedPart_leavesOtherPartsShown() {
        let failure = RepositoryError.serverError(status: 502)
        let recording = answeringScene(languagesFail: failure).run(summary: summary, errorMessage: errorMessage)
        let final = recording.state.values.last
        XCTAssertEqual(final?.languages, .failed(errorMessage.text(for: failure)))
        XCTAssertEqual(final?.repository, .loaded(fresh))
        XCTAssertEqual(final?.contributors, .loaded(contributors))
        XCTAssertEqual(final?.readme, .loaded("# repo1"))
    }

    func test_failedRepository_showsItsReasonAndKeepsTheSummary() {
        let scene = Scene()
        let failure = RepositoryError.notFound(resource: "repository octo/repo1")
        scene.updates = scene.scheduler.createColdObservable([
            .next(100, .repository(.failure(failure))), .next(150, .readme(.success("# repo1"))), .completed(150),
        ])
        let final = scene.run(summary: summary, errorMessage: errorMessage).state.values.last
        XCTAssertEqual(final?.repository, .failed(errorMessage.text(for: failure)))
        XCTAssertEqual(final?.repo, summary)
        XCTAssertEqual(final?.readme, .loaded("# repo1"))
    }

    func test_missingReleaseAndReadme_areAbsent() {
        let recording = answeringScene(release: .some(nil), readme: .some(nil)).run(
            summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(recording.state.values.last?.latestRelease, .absent)
        XCTAssertEqual(recording.state.values.last?.readme, .absent)
    }

    func test_isLoading_untilEveryPartArrives() {
        let recording = answeringScene().run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoading.events.map(\.time), [1, 102, 402])
    }

    func test_reload_requestsEveryPartAgain() {
        let scene = answeringScene()
        scene.reload = [.next(500, ())]
        _ = scene.run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(scene.updates.subscriptions, [Subscription(101, 401), Subscription(501, 801)])
    }

    func test_reload_cancelsPartsInFlight() {
        let scene = answeringScene()
        scene.reload = [.next(150, ())]
        _ = scene.run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(scene.updates.subscriptions, [Subscription(101, 151), Subscription(151, 451)])
    }

    func test_openInBrowser_opensRepoPage() {
        let scene = Scene()
        scene.openInBrowser = [.next(200, ())]
        let recording = scene.run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(scene.navigator.calls, [.openInBrowser(summary.htmlURL)])
        XCTAssertEqual(recording.openedInBrowser.values, [summary.htmlURL])
    }

    func test_back_returnsToList() {
        let scene = Scene()
        scene.back = [.next(200, ())]
        _ = scene.run(summary: summary, errorMessage: errorMessage)
        XCTAssertEqual(scene.navigator.calls, [.back])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = answeringScene()
            scene.disposeAt = 250
            _ = scene.run(summary: summary, errorMessage: errorMessage)
        }
        XCTAssertEqual(Resources.total, baseline)
    }
}
