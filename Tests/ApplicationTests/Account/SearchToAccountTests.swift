import XCTest

/// The search list leads to the account screen: its account trigger, its `accountShown` output and its navigator's
/// `toAccount`, tested here with the scene they reach.
final class SearchToAccountTests: XCTestCase {
    func test_accountTrigger_showsAccount() {
        let scene = SearchSceneHarness()
        scene.fire(\.accountTrigger, at: 200)
        let shown = scene.record(\.accountShown)
        _ = scene.run()
        XCTAssertEqual(shown.events.count, 1)
        XCTAssertEqual(scene.navigator.calls.all, ["toAccount"])
    }
}
