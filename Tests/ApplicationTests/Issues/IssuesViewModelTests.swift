import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

/// `IssuesViewModel` on virtual time: the paged list every list scene shares, with the state filter, opening and back.
final class IssuesViewModelTests: XCTestCase {
    private func numbers(_ recording: IssuesSceneHarness.Recording) -> [Int] {
        recording.list.rows.map(\.number)
    }

    func test_load_showsTheFirstPageOfOpenIssues() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, hasNext: true)
        let recording = scene.run()
        XCTAssertEqual(numbers(recording), [1, 2])
        XCTAssertEqual(recording.state.values, [.open])
        XCTAssertEqual(scene.useCase.queries, [scene.query()])
        XCTAssertEqual(recording.list.state.values.last?.hasMore, true)
    }

    func test_stateTrigger_startsTheListOverWithTheNextState() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) })
        scene.answer(scene.query(.closed), with: [7].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.stateTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.state.values, [.open, .closed])
        XCTAssertEqual(numbers(recording), [7])
        XCTAssertEqual(recording.list.state.values.last?.listNumber, 2)
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(.closed)])
    }

    func test_stateFilterCycles_openClosedAllOpen() {
        let scene = IssuesSceneHarness()
        scene.fire(\.stateTrigger, [.next(200, ()), .next(300, ()), .next(400, ())])
        XCTAssertEqual(scene.run().state.values, [.open, .closed, .all, .open])
    }

    func test_filterText_startsTheListOverWithItsLabelsAndAuthor_inTheStateShown() throws {
        let scene = IssuesSceneHarness()
        let typed = #"label:bug label:"good first issue" author:octocat"#
        let filtered = try IssueQuery(
            repository: scene.repository, state: .closed, labels: ["bug", "good first issue"], author: "octocat",
            perPage: scene.perPage)
        scene.answer(filtered, with: [7].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.stateTrigger, at: 200)
        scene.fire(\.filterText, [.next(300, typed)])
        let filter = scene.record(\.filter)
        let recording = scene.run()
        XCTAssertEqual(numbers(recording), [7])
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(.closed), filtered])
        XCTAssertEqual(filter.values, ["", typed])
    }

    func test_filterByAnotherKey_saysHowToWriteOne_withoutARequest() {
        let scene = IssuesSceneHarness()
        scene.fire(\.filterText, [.next(300, "milestone:v1")])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query()])
        let why = "the issues cannot be filtered by milestone:v1; write label:NAME or author:LOGIN"
        XCTAssertEqual(recording.list.errors, [.invalidQuery(message: why)])
    }

    func test_answerToAReplacedFilter_isCancelledAndNeverShown() {
        let scene = IssuesSceneHarness()
        let slow = scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, after: 500)
        scene.answer(scene.query(.closed), with: [7].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.stateTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(numbers(recording), [7])
        XCTAssertEqual(slow.subscriptions, [Subscription(101, 201)], "the open issues' request is cancelled")
        XCTAssertFalse(recording.list.state.values.contains { $0.rows.map(\.number) == [1, 2] })
    }

    func test_loadMore_appendsTheNextPage_once() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, hasNext: true)
        scene.answer(scene.query(page: 2), with: [3].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.loadMoreTrigger, [.next(300, ()), .next(310, ())])
        let recording = scene.run()
        XCTAssertEqual(numbers(recording), [1, 2, 3])
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(page: 2)], "one request in flight")
    }

    func test_pageOfOnlyPullRequests_leadsStraightToTheNextPage() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [], filteredOut: 2, hasNext: true)
        scene.answer(scene.query(page: 2), with: [], filteredOut: 2, hasNext: true)
        scene.answer(scene.query(page: 3), with: [9].map { GithubIssue.fixture(number: $0) })
        let recording = scene.run()
        XCTAssertEqual(numbers(recording), [9])
        XCTAssertEqual(scene.useCase.queries.map(\.page), [1, 2, 3])
        XCTAssertEqual(recording.list.state.values.last?.listNumber, 1, "one list, grown over three pages")
    }

    func test_repeatedIssueOnALaterPage_isShownOnce() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, hasNext: true)
        scene.answer(scene.query(page: 2), with: [2, 3].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.loadMoreTrigger, [.next(300, ())])
        XCTAssertEqual(numbers(scene.run()), [1, 2, 3])
    }

    func test_openInBrowser_opensTheIssuesPage_andIgnoresRowsPastTheEnd() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.openInBrowserTrigger, [.next(300, 1), .next(310, 5)])
        let opened = scene.record(\.openedInBrowser)
        _ = scene.run()
        let url = "https://github.com/octo-org/tracker/issues/2"
        XCTAssertEqual(opened.values.map(\.absoluteString), [url])
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser \(url)"])
    }

    func test_failedPage_saysWhy_andKeepsTheList() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, hasNext: true)
        scene.fail(scene.query(page: 2), with: .serverError(status: 502))
        scene.fire(\.loadMoreTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.list.errors, [.serverError(status: 502)])
        XCTAssertEqual(numbers(recording), [1, 2])
    }

    func test_issuesTurnedOff_saysSoAndShowsNoList() {
        let scene = IssuesSceneHarness()
        let disabled = RepositoryError.issuesDisabled(repository: scene.repository)
        scene.fail(scene.query(), with: disabled)
        let recording = scene.run()
        XCTAssertEqual(
            recording.list.errors, [disabled])
        XCTAssertEqual(recording.list.state.values.last?.isAnswered, false, "never 'no issues' for a failure")
    }

    func test_back_returnsToTheRepository() {
        let scene = IssuesSceneHarness()
        scene.fire(\.backTrigger, [.next(300, ())])
        let wentBack = scene.record(\.wentBack)
        _ = scene.run()
        XCTAssertEqual(wentBack.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = IssuesSceneHarness()
            scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) }, after: 500)
            scene.disposeAt = 300
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            IssuesViewModel(
                repository: RepoReference(owner: "o", name: "r"), useCase: PagedUseCaseFake<IssuePage>(),
                navigator: IssuesNavigatorFake())
        ) { IssuesViewModel.Input(loadTrigger: $0) }
    }
}
