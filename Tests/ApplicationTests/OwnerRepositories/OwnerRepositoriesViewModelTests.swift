import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

final class OwnerRepositoriesViewModelTests: XCTestCase {
    private func ids(_ recording: OwnerRepositoriesSceneHarness.Recording) -> [Int] {
        recording.list.rows.compactMap(\.id)
    }

    func test_load_showsTheFirstPageByNameAToZ() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query()])
        XCTAssertEqual(scene.query().direction, .ascending)
        XCTAssertEqual(ids(recording), [1, 2])
        XCTAssertEqual(recording.sort.values, [.fullName])
        XCTAssertEqual(recording.order.values, [.ascending])
    }

    func test_loadMore_appendsTheNextPage_andStopsAtTheLast() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        scene.answer(scene.query(page: 2), ids: [3])
        scene.fire(\.loadMoreTrigger, at: 300, 500)
        let recording = scene.run()
        XCTAssertEqual(ids(recording), [1, 2, 3])
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(page: 2)])
    }

    func test_sort_stepsThroughCreatedUpdatedPushed_newestFirst_thenBackToName() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.fire(\.sortTrigger, at: 200, 300, 400, 500)
        let recording = scene.run()
        XCTAssertEqual(recording.sort.values, [.fullName, .created, .updated, .pushed, .fullName])
        XCTAssertEqual(
            scene.useCase.queries,
            [scene.query(), scene.query(.created), scene.query(.updated), scene.query(.pushed), scene.query()])
        XCTAssertEqual(scene.query(.pushed).direction, .descending)
    }

    func test_sort_startsTheListOverInTheNewOrder() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.answer(scene.query(.created), ids: [2, 1])
        scene.fire(\.sortTrigger, at: 300)
        let recording = scene.run()
        XCTAssertEqual(ids(recording), [2, 1])
        XCTAssertEqual(recording.list.state.values.last?.listNumber, 2)
    }

    func test_order_flipsTheSortsOwnDirection_andStartsTheListOver() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.answer(scene.query(direction: .descending), ids: [2, 1])
        scene.fire(\.orderTrigger, at: 300)
        let recording = scene.run()
        XCTAssertEqual(recording.order.values, [.ascending, .descending])
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(direction: .descending)])
        XCTAssertEqual(ids(recording), [2, 1])
    }

    func test_sortAfterAFlippedOrder_asksOneQuery_inTheNewSortsFlippedDirection() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.fire(\.orderTrigger, at: 200)
        scene.fire(\.sortTrigger, at: 300)
        let recording = scene.run()
        XCTAssertEqual(
            scene.useCase.queries,
            [scene.query(), scene.query(direction: .descending), scene.query(.created, direction: .ascending)])
        XCTAssertEqual(recording.order.values, [.ascending, .descending, .ascending])
    }

    func test_ownerThatIsNotALogin_saysWhy_andAsksNothing() {
        let scene = OwnerRepositoriesSceneHarness(owner: "not a login")
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [])
        guard case .invalidQuery(let why)? = recording.list.errors.first, recording.list.errors.count == 1 else {
            return XCTFail("\(recording.list.errors)")
        }
        XCTAssertTrue(why.contains("'not a login' is not a GitHub login"), why)
    }

    func test_failedPage_saysWhy_andKeepsTheList() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        let failure = RepositoryError.serverError(status: 502)
        scene.fail(scene.query(page: 2), with: failure)
        scene.fire(\.loadMoreTrigger, at: 300)
        let recording = scene.run()
        XCTAssertEqual(recording.list.errors, [failure])
        XCTAssertEqual(ids(recording), [1, 2])
    }

    func test_ownerTheSourceDoesNotRecord_isSaidOnTheErrorLine() {
        let scene = OwnerRepositoriesSceneHarness()
        let failure = RepositoryError.notRecorded(reason: "The offline snapshot has no repositories of octo-org")
        scene.fail(scene.query(), with: failure)
        let recording = scene.run()
        XCTAssertEqual(recording.list.errors, [failure])
        XCTAssertEqual(recording.list.state.values.last?.isAnswered, false)
    }

    func test_open_opensTheDetail_andIgnoresRowsPastTheEnd() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.fire(\.openTrigger, [.next(300, 1), .next(310, 5)])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["toDetail \(RepoListItem.fixture(id: 2))"])
    }

    func test_back_returnsToTheScreenBefore() {
        let scene = OwnerRepositoriesSceneHarness()
        scene.fire(\.backTrigger, at: 200)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = OwnerRepositoriesSceneHarness()
            scene.answer(scene.query(), ids: [1, 2], after: 500)
            scene.disposeAt = 300
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            OwnerRepositoriesViewModel(
                owner: "o", useCase: PagedUseCaseFake<OwnerRepoPage>(), navigator: OwnerRepositoriesNavigatorFake())
        ) { OwnerRepositoriesViewModel.Input(loadTrigger: $0) }
    }
}
