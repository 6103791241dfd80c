import Application
import Domain
import XCTest

/// The detail screen leads to its repository's owner's repositories: its `ownerRepositoriesTrigger`, its
/// `ownerRepositoriesShown` output and its navigator's `toOwnerRepositories`, tested here with the scene they reach.
final class RepoDetailToOwnerRepositoriesTests: XCTestCase {
    func test_ownerRepositoriesTrigger_showsTheRepositorysOwnersRepositories() {
        let summary = GithubRepo.fixture(id: 1)
        let scene = RepoDetailSceneHarness(summary: summary)
        scene.fire(\.ownerRepositoriesTrigger, at: 200)
        let shown = scene.record(\.ownerRepositoriesShown)
        _ = scene.run()
        XCTAssertEqual(shown.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["toOwnerRepositories \(summary.reference.owner)"])
    }
}
