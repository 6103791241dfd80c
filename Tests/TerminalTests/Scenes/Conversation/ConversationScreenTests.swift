import Application
import Domain
import Foundation
import Reactive
import XCTest

@testable import ApplicationTests
@testable import Terminal

final class ConversationScreenTests: XCTestCase {
    private static let summary = ConversationSummary(
        reference: ConversationReference(repository: RepoReference(owner: "octo-org", name: "tracker"), number: 12),
        title: "A long conversation", htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/12"),
        isPullRequest: false)

    func test_keepsEveryScreensContract() throws {
        let summary = Self.summary
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "A conversation") { navigation in
                TerminalConversationNavigator.show(summary, in: navigation)
            }
        }
    }

    /// The footer keeps every hint once the page is scrolled into the comments, where the title row shows the
    /// position.
    func test_footer_keepsEveryHint_whenScrolled() {
        let summary = Self.summary
        MainActor.assumeIsolated {
            let useCase = ConversationUseCaseFake()
            useCase.answerSubject(with: .just(ConversationSubject(issue: .fixture(comments: 60), pullRequest: nil)))
            let query = try! IssueCommentQuery(conversation: summary.reference)
            useCase.answer(
                query,
                with: .just(
                    IssueCommentPage(
                        query: query, items: (1...60).map { IssueComment.fixture(id: $0) }, hasNextLink: false,
                        lastPage: nil, rateLimit: nil)))
            let view = ConversationView(
                viewModel: ConversationViewModel(
                    summary: summary, useCase: useCase, navigator: ConversationNavigatorFake()))
            view.bindViewModel()
            defer { view.dismantle() }
            var frame = ScreenBuffer(size: TerminalSize(rows: 24, columns: 80))
            view.draw(into: &frame, spinnerFrame: 0)
            for key in [Key.pageDown, .pageDown, .character("j")] {
                view.perform(key)
            }
            view.draw(into: &frame, spinnerFrame: 0)

            XCTAssertTrue(frame.text(ofRow: 0).contains("/"), "the position shows: \(frame.text(ofRow: 0))")
            XCTAssertTrue(frame.text.contains("Comment 15."), frame.text)
            for hint in view.keyBindings.compactMap(\.hint) + ListLayout.keptHints {
                XCTAssertTrue(frame.text(ofRow: 23).contains(hint), "\(hint): \(frame.text(ofRow: 23))")
            }
        }
    }
}
