import Application
import Domain
import XCTest

/// The detail screen leads to the repository's pull requests: its pull requests trigger, its `pullRequestsShown` output and its
/// navigator's `toPullRequests`, tested here with the scene they reach.
final class RepoDetailToPullRequestsTests: XCTestCase {
    func test_pullRequestsTrigger_showsThatRepositorysPullRequests() {
        let summary = GithubRepo.fixture(id: 1)
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.fire(\.pullRequestsTrigger, at: 200)
        let shown = scene.record(\.pullRequestsShown)
        _ = scene.run()
        XCTAssertEqual(shown.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["toPullRequests \(summary.reference)"])
    }
}
