import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

/// `PullRequestsViewModel` on virtual time: the paged list every list scene shares (tested in full with the issue
/// list), with the pull requests' state filter, opening and back.
final class PullRequestsViewModelTests: XCTestCase {
    func test_load_showsTheFirstPageOfOpenPullRequests() {
        let scene = PullRequestsSceneHarness()
        scene.answer(scene.query(), with: [4, 5].map { GithubPullRequest.fixture(number: $0) })
        let recording = scene.run()
        XCTAssertEqual(recording.list.rows.map(\.number), [4, 5])
        XCTAssertEqual(recording.state.values, [.open])
    }

    func test_stateFilterCycles_throughMerged() {
        let scene = PullRequestsSceneHarness()
        scene.answer(scene.query(.merged), with: [8].map { GithubPullRequest.fixture(number: $0, isMerged: true) })
        scene.fire(\.stateTrigger, [.next(200, ()), .next(300, ()), .next(400, ()), .next(500, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.state.values, [.open, .closed, .merged, .all, .open])
        XCTAssertTrue(scene.useCase.queries.contains(scene.query(.merged)))
    }

    func test_closedPagesWithNothingMerged_leadOnUntilAMergedOne() {
        let scene = PullRequestsSceneHarness()
        scene.answer(scene.query(.merged), with: [], filteredOut: 2, hasNext: true)
        scene.answer(
            scene.query(.merged, page: 2), with: [11].map { GithubPullRequest.fixture(number: $0, isMerged: true) })
        scene.fire(\.stateTrigger, [.next(200, ()), .next(210, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.list.rows.map(\.number), [11])
        XCTAssertEqual(recording.list.rows.map(\.status), [.merged])
    }

    func test_openInBrowser_opensThePullRequestsPage_andBackReturns() {
        let scene = PullRequestsSceneHarness()
        scene.answer(scene.query(), with: [4, 5].map { GithubPullRequest.fixture(number: $0) })
        scene.fire(\.openInBrowserTrigger, [.next(300, 0), .next(305, 9)])
        scene.fire(\.backTrigger, [.next(310, ())])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser https://github.com/octo-org/tracker/pull/4", "back"])
    }

    func test_filterText_asksForItsLabelsAndBaseBranch() throws {
        let scene = PullRequestsSceneHarness()
        let filtered = try PullRequestQuery(
            repository: scene.repository, base: "main", labels: ["bug"], perPage: scene.perPage)
        scene.answer(filtered, with: [9].map { GithubPullRequest.fixture(number: $0) })
        scene.fire(\.filterText, [.next(300, "label:bug base:main")])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query(), filtered])
        XCTAssertEqual(recording.list.rows.map(\.number), [9])
    }

    func test_filterText_asksForItsAuthor() throws {
        let scene = PullRequestsSceneHarness()
        let filtered = try PullRequestQuery(repository: scene.repository, author: "mona", perPage: scene.perPage)
        scene.answer(filtered, with: [7].map { GithubPullRequest.fixture(number: $0) })
        scene.fire(\.filterText, [.next(300, "author:mona")])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query(), filtered])
        XCTAssertEqual(recording.list.rows.map(\.number), [7])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = PullRequestsSceneHarness()
            scene.answer(scene.query(), with: [4].map { GithubPullRequest.fixture(number: $0) }, after: 500)
            scene.disposeAt = 300
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            PullRequestsViewModel(
                repository: RepoReference(owner: "o", name: "r"), useCase: PagedUseCaseFake<PullRequestPage>(),
                navigator: PullRequestsNavigatorFake())
        ) { PullRequestsViewModel.Input(loadTrigger: $0) }
    }
}
