import XCTest

/// The search list leads to your starred repositories: its starred trigger, its `starredShown` output and its
/// navigator's `toStarred`, tested here with the scene they reach.
final class SearchToStarredTests: XCTestCase {
    func test_starredTrigger_showsYourStars() {
        let scene = SearchSceneHarness()
        scene.fire(\.starredTrigger, at: 200)
        let shown = scene.record(\.starredShown)
        _ = scene.run()
        XCTAssertEqual(shown.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["toStarred"])
    }
}
