import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

final class StarredViewModelTests: XCTestCase {
    private func ids(_ list: PagedListState<StarredPage>?) -> [Int] {
        list?.rows.compactMap(\.id) ?? []
    }

    func test_load_showsTheFirstPageNewestStarFirst() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query()])
        XCTAssertEqual(ids(recording.list.values.last), [1, 2])
        XCTAssertEqual(recording.list.values.last?.isAnswered, true)
    }

    func test_loadMore_appendsTheNextPage_andStopsAtTheLast() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        scene.answer(scene.query(page: 2), ids: [3])
        scene.fire(\.loadMoreTrigger, [.next(300, ()), .next(500, ())])
        let recording = scene.run()
        XCTAssertEqual(ids(recording.list.values.last), [1, 2, 3])
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query(page: 2)])
    }

    func test_sort_startsTheListOverSortedByUpdate() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.answer(scene.query(sort: .updated), ids: [2, 1])
        scene.fire(\.sortTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.sort.values, [.created, .updated])
        XCTAssertEqual(ids(recording.list.values.last), [2, 1])
        XCTAssertEqual(recording.list.values.last?.listNumber, 2)
    }

    func test_refused_saysWhyAndAsksNothing() {
        let refusal = RepositoryError.tokenRequired(action: "listing your stars")
        let scene = StarredSceneHarness(refusal: refusal)
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [])
        XCTAssertEqual(recording.errors, [refusal])
    }

    func test_failedPage_saysWhy_andKeepsTheList() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        let failure = RepositoryError.serverError(status: 502)
        scene.useCase.answer(
            scene.query(page: 2),
            with: scene.scheduler.createColdObservable([Recorded<Event<StarredPage>>.error(20, failure)])
                .asObservable())
        scene.fire(\.loadMoreTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.errors, [failure])
        XCTAssertEqual(ids(recording.list.values.last), [1, 2])
    }

    func test_open_opensTheDetail_andIgnoresRowsPastTheEnd() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.fire(\.openTrigger, [.next(300, 1), .next(310, 5)])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["toDetail \(RepoListItem.fixture(id: 2))"])
    }

    func test_openInBrowser_opensTheRowsPage() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1])
        scene.fire(\.openInBrowserTrigger, [.next(300, 0)])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser \(RepoListItem.fixture(id: 1).htmlURL)"])
    }

    func test_back_returnsToTheSearchList() {
        let scene = StarredSceneHarness()
        scene.fire(\.backTrigger, [.next(200, ())])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_starTakenAwayElsewhere_takesItsRowOff_andKeepsTheSelectionsList() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        let unstarred = GithubRepo.fixture(id: 1).reference
        scene.starChanges = [.next(300, StarChange(reference: unstarred, isStarred: false))]
        let recording = scene.run()
        XCTAssertEqual(ids(recording.list.values.last), [2])
        XCTAssertEqual(recording.list.values.last?.listNumber, 1, "the same list, one row fewer")
        XCTAssertEqual(scene.useCase.queries, [scene.query()], "nothing asked again")
    }

    func test_starGivenElsewhere_startsTheListOver() {
        let scene = StarredSceneHarness()
        scene.answer(scene.query(), ids: [1, 2])
        scene.starChanges = [.next(300, StarChange(reference: GithubRepo.fixture(id: 9).reference, isStarred: true))]
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [scene.query(), scene.query()])
        XCTAssertEqual(recording.list.values.last?.listNumber, 2)
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = StarredSceneHarness()
            scene.answer(scene.query(), ids: [1, 2], after: 500)
            scene.disposeAt = 300
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            StarredViewModel(useCase: StarredUseCaseFake(), navigator: StarredNavigatorFake())
        ) { StarredViewModel.Input(loadTrigger: $0) }
    }
}
