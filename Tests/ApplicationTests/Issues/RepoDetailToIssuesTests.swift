import Application
import Domain
import XCTest

/// The detail screen leads to the repository's issues: its issues trigger, its `issuesShown` output and its
/// navigator's `toIssues`, tested here with the scene they reach.
final class RepoDetailToIssuesTests: XCTestCase {
    func test_issuesTrigger_showsThatRepositorysIssues() {
        let summary = GithubRepo.fixture(id: 1)
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.fire(\.issuesTrigger, at: 200)
        let shown = scene.record(\.issuesShown)
        _ = scene.run()
        XCTAssertEqual(shown.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["toIssues \(summary.reference)"])
    }
}
