import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

/// The star on the detail screen, on virtual time: the status asked for on load, the change shown at once, then
/// confirmed or rolled back with GitHub's reason; nothing sent when starring cannot work here.
final class RepoDetailViewModelStarTests: XCTestCase {
    /// `owner/repo1`, 100 stars.
    private let summary = GithubRepo.fixture(id: 1)

    /// A scene whose status request answers `isStarred` after 10 ticks and whose star key is pressed at 300.
    private func scene(isStarred: Bool) -> RepoDetailSceneHarness {
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.starStatus = scene.scheduler.createColdObservable([.next(10, isStarred), .completed(10)])
        scene.fire(\.starTrigger, [.next(300, ())])
        return scene
    }

    func test_load_asksWhetherYouStarredTheRepository() {
        let scene = scene(isStarred: true)
        scene.fire(\.starTrigger, [])
        let recording = scene.run()
        XCTAssertEqual(scene.starUseCase.calls, ["isStarred owner/repo1"])
        XCTAssertEqual(recording.star.values.last?.isStarred, true)
        XCTAssertEqual(recording.star.values.last?.starCount, 100)
    }

    func test_star_showsTheChangeAtOnceThenConfirmsIt() {
        let scene = scene(isStarred: false)
        scene.starChange = scene.scheduler.createColdObservable([.next(50, ()), .completed(50)])
        let recording = scene.run()
        XCTAssertEqual(scene.starUseCase.calls, ["isStarred owner/repo1", "star owner/repo1"])
        let shown = recording.star.events.filter { $0.time >= 300 }.compactMap { $0.value.element }
        XCTAssertEqual(shown.map(\.isStarred), [true, true])
        XCTAssertEqual(shown.map(\.starCount), [101, 101])
        XCTAssertEqual(shown.map(\.isPending), [true, false])
        XCTAssertNil(shown.last?.lastError)
    }

    func test_starOnAStarredRepository_unstarsIt() {
        let scene = scene(isStarred: true)
        scene.starChange = scene.scheduler.createColdObservable([.next(50, ()), .completed(50)])
        let recording = scene.run()
        XCTAssertEqual(scene.starUseCase.calls, ["isStarred owner/repo1", "unstar owner/repo1"])
        XCTAssertEqual(recording.star.values.last?.isStarred, false)
        XCTAssertEqual(recording.star.values.last?.starCount, 99)
    }

    func test_refusedChange_rollsBackWithGithubsReason() {
        let scene = scene(isStarred: false)
        let refusal = RepositoryError.missingPermission(
            action: "starring owner/repo1", requirement: "the public_repo scope", message: "Resource not accessible")
        scene.starChange = scene.scheduler.createColdObservable([.error(50, refusal)])
        let recording = scene.run()
        let shown = recording.star.events.filter { $0.time >= 300 }.compactMap { $0.value.element }
        XCTAssertEqual(shown.map(\.isStarred), [true, false])
        XCTAssertEqual(shown.map(\.starCount), [101, 100])
        XCTAssertEqual(shown.last?.lastError, refusal)
        XCTAssertEqual(shown.last?.isPending, false)
    }

    func test_starWhileAChangeIsPending_sendsNothingMore() {
        let scene = scene(isStarred: false)
        scene.starChange = scene.scheduler.createColdObservable([.next(100, ()), .completed(100)])
        scene.fire(\.starTrigger, [.next(300, ()), .next(320, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.starUseCase.calls, ["isStarred owner/repo1", "star owner/repo1"])
        XCTAssertEqual(recording.star.values.last?.isStarred, true)
    }

    func test_starWithoutAToken_saysWhyAndSendsNothing() {
        let scene = scene(isStarred: false)
        let refusal = RepositoryError.tokenRequired(action: "starring owner/repo1")
        scene.starRefusal = refusal
        let recording = scene.run()
        XCTAssertEqual(scene.starUseCase.calls, [])
        XCTAssertNil(recording.star.values.last?.isStarred)
        XCTAssertEqual(recording.star.values.last?.starCount, 100)
        XCTAssertEqual(recording.star.values.last?.lastError, refusal)
    }

    func test_disposingView_releasesTheStarsSubscriptions() {
        let baseline = Resources.total
        do {
            let scene = scene(isStarred: false)
            scene.starChange = scene.scheduler.createColdObservable([.next(500, ()), .completed(500)])
            scene.disposeAt = 400
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }
}
