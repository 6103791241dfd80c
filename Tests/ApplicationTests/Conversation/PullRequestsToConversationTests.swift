import Application
import Domain
import XCTest

/// A pull request list leads to a pull request's conversation, as the issue list leads to an issue's.
final class PullRequestsToConversationTests: XCTestCase {
    func test_openTrigger_showsTheRowsConversation() {
        let scene = PullRequestsSceneHarness()
        scene.answer(scene.query(), with: [4, 5].map { GithubPullRequest.fixture(number: $0) })
        scene.fire(\.openTrigger, [.next(300, 0), .next(305, 9)])
        let shown = scene.record(\.conversationShown)
        _ = scene.run()
        XCTAssertEqual(shown.values.map(\.isPullRequest), [true])
        XCTAssertEqual(scene.navigator.calls.all, ["toConversation octo-org/tracker#4"])
    }
}
