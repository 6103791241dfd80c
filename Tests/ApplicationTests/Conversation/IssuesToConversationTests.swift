import Application
import Domain
import XCTest

/// An issue list leads to an issue's conversation: its open trigger, its `conversationShown` output and its
/// navigator's `toConversation`, tested here with the scene they reach.
final class IssuesToConversationTests: XCTestCase {
    func test_openTrigger_showsTheRowsConversation_andIgnoresRowsPastTheEnd() {
        let scene = IssuesSceneHarness()
        scene.answer(scene.query(), with: [1, 2].map { GithubIssue.fixture(number: $0) })
        scene.fire(\.openTrigger, [.next(300, 1), .next(310, 5)])
        let shown = scene.record(\.conversationShown)
        _ = scene.run()
        XCTAssertEqual(shown.values.map(\.title), [GithubIssue.fixture(number: 2).title])
        XCTAssertEqual(shown.values.map(\.isPullRequest), [false])
        XCTAssertEqual(scene.navigator.calls.all, ["toConversation octo-org/tracker#2"])
    }
}
