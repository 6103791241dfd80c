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
    private let readme = Readme(name: "README.md", text: "# repo1")
    private let contributors = ContributorList(complete: [
        Contributor(login: "octocat", contributionCount: 3, htmlURL: nil)
    ])
    private let release = Release(tagName: "v1.0.0", name: nil, publishedAt: nil, htmlURL: nil)

    /// A scene whose use case sends the repository 100 ticks after the request, then one part every 50 ticks.
    private func answeringScene(
        languagesFail: RepositoryError? = nil, release: Release?? = .none, readme: Readme?? = .none
    ) -> RepoDetailSceneHarness {
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.updates = scene.scheduler.createColdObservable([
            .next(100, .repository(.success(fresh))),
            .next(150, .languages(languagesFail.map { .failure($0) } ?? .success(languages))),
            .next(200, .contributors(.success(contributors))),
            .next(250, .latestRelease(.success(release ?? self.release))),
            .next(300, .readme(.success(readme ?? self.readme))),
            .completed(300),
        ])
        return scene
    }

    func test_state_showsSummaryAtOnce() {
        let recording = RepoDetailSceneHarness(summary: summary).run()
        XCTAssertEqual(recording.state.events.first?.time, 0)
        XCTAssertEqual(recording.state.values, [RepoDetailState(summary: summary)])
    }

    func test_state_fillsInEveryPart() {
        let recording = answeringScene().run()
        let final = recording.state.values.last
        XCTAssertEqual(final?.repository, .loaded(fresh))
        XCTAssertEqual(final?.repo.subscriberCount, 7)
        XCTAssertEqual(final?.languages, .loaded(languages))
        XCTAssertEqual(final?.contributors, .loaded(contributors))
        XCTAssertEqual(final?.latestRelease, .loaded(release))
        XCTAssertEqual(final?.readme, .loaded(readme))
        XCTAssertEqual(final?.isComplete, true)
    }

    func test_state_showsEachPartAsItArrives() {
        let recording = answeringScene().run()
        XCTAssertEqual(recording.state.events.map(\.time), [0, 202, 252, 302, 352, 402])
    }

    func test_load_asksTheUseCaseForTheSummarysRepository() {
        let scene = answeringScene()
        _ = scene.run()
        XCTAssertEqual(scene.useCase.references, [summary.reference])
    }

    func test_failedPart_leavesOtherPartsShown() {
        let failure = RepositoryError.serverError(status: 502)
        let recording = answeringScene(languagesFail: failure).run()
        let final = recording.state.values.last
        XCTAssertEqual(final?.languages, .failed(failure))
        XCTAssertEqual(final?.repository, .loaded(fresh))
        XCTAssertEqual(final?.contributors, .loaded(contributors))
        XCTAssertEqual(final?.readme, .loaded(readme))
    }

    func test_failedRepository_showsItsReasonAndKeepsTheSummary() {
        let scene = RepoDetailSceneHarness(summary: summary)
        let failure = RepositoryError.notFound(resource: "repository octo/repo1")
        scene.updates = scene.scheduler.createColdObservable([
            .next(100, .repository(.failure(failure))), .next(150, .readme(.success(readme))), .completed(150),
        ])
        let final = scene.run().state.values.last
        XCTAssertEqual(final?.repository, .failed(failure))
        XCTAssertEqual(final?.repo, summary)
        XCTAssertEqual(final?.readme, .loaded(readme))
    }

    /// A part the source does not record is not a failure: it reads as the source says, and the repository itself
    /// is never "not recorded" (without it there is no detail).
    func test_partTheSourceDoesNotRecord_isNotRecordedNotFailed() {
        let scene = RepoDetailSceneHarness(summary: summary)
        let lacking = RepositoryError.notRecorded(reason: "The source has no READMEs")
        scene.updates = scene.scheduler.createColdObservable([
            .next(100, .repository(.success(fresh))), .next(120, .readme(.failure(lacking))),
            .next(130, .languages(.failure(lacking))), .completed(150),
        ])
        let final = scene.run().state.values.last
        XCTAssertEqual(final?.readme, .notRecorded)
        XCTAssertEqual(final?.languages, .notRecorded)
        XCTAssertEqual(final?.repository, .loaded(fresh))

        let missing = RepoDetailState(summary: summary).applying(.repository(.failure(lacking)))
        XCTAssertEqual(missing.repository, .failed(lacking))
    }

    func test_missingReleaseAndReadme_areAbsent() {
        let recording = answeringScene(release: .some(nil), readme: .some(nil)).run()
        XCTAssertEqual(recording.state.values.last?.latestRelease, .absent)
        XCTAssertEqual(recording.state.values.last?.readme, .absent)
    }

    func test_isLoading_untilEveryPartArrives() {
        let recording = answeringScene().run()
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoading.events.map(\.time), [1, 102, 402])
    }

    func test_refresh_requestsEveryPartAgain() {
        let scene = answeringScene()
        scene.fire(\.refreshTrigger, [.next(500, ())])
        _ = scene.run()
        XCTAssertEqual(scene.updates.subscriptions, [Subscription(101, 401), Subscription(501, 801)])
    }

    func test_refresh_cancelsPartsInFlight() {
        let scene = answeringScene()
        scene.fire(\.refreshTrigger, [.next(150, ())])
        _ = scene.run()
        XCTAssertEqual(scene.updates.subscriptions, [Subscription(101, 151), Subscription(151, 451)])
    }

    func test_openInBrowser_opensRepoPage() {
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.fire(\.openInBrowserTrigger, [.next(200, ())])
        let opened = scene.record(\.openedInBrowser)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser \(summary.htmlURL)"])
        XCTAssertEqual(opened.values, [summary.htmlURL])
    }

    func test_back_returnsToList() {
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.fire(\.backTrigger, [.next(200, ())])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = answeringScene()
            scene.disposeAt = 250
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            RepoDetailViewModel(
                repo: .fixture(id: 1), useCase: RepoDetailUseCaseFake(), starUseCase: StarUseCaseFake(),
                navigator: RepoDetailNavigatorFake())
        ) { RepoDetailViewModel.Input(loadTrigger: $0) }
    }
}
