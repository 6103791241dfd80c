import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

/// A repository's pull requests drawn by the layout every list shares, with `PullRequestsScreen`'s columns: gh's
/// states and branch labels.
final class PullRequestsLayoutTests: XCTestCase {
    private let repository = RepoReference(owner: "octo-org", name: "tracker")

    private func pullRequest(
        _ number: Int, isDraft: Bool = false, mergedAt: Date? = nil, state: IssueState = .open, fork: String? = nil
    ) -> GithubPullRequest {
        GithubPullRequest(
            number: number, title: "Change \(number)", state: state, isDraft: isDraft, author: "hubot",
            labels: [IssueLabel(name: "docs")], headRefName: "topic-\(number)", headRepositoryOwner: fork,
            baseRefName: "main", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_767_225_600), closedAt: nil, mergedAt: mergedAt,
            htmlURL: URL(string: "https://github.com/octo-org/tracker/pull/\(number)")!)
    }

    private func frame(_ pullRequests: [GithubPullRequest], columns: Int = 100) throws -> ScreenBuffer {
        let query = try PullRequestQuery(repository: repository, state: .all)
        let page = PullRequestPage(query: query, items: pullRequests, hasNextLink: false, lastPage: nil, rateLimit: nil)
        var state = ListViewState<PullRequestsScreen>(
            scene: PullRequestsScreen.SceneState(repository: repository, state: .all))
        state.show(
            [.firstPageRequested(query), .firstPageLoaded(page)].reduce(PagedListState(), PagedListState.reduce))
        return ListLayout.frame(state, size: TerminalSize(rows: 12, columns: columns))
    }

    func test_states_areGhsWords_andAForkedBranchNamesItsOwner() throws {
        let shown = try frame([
            pullRequest(1), pullRequest(2, isDraft: true), pullRequest(3, mergedAt: Date(), state: .closed),
            pullRequest(4, state: .closed), pullRequest(5, fork: "drive-by"),
        ])
        XCTAssertTrue(shown.text(ofRow: 0).hasPrefix("RepoBrowser  octo-org/tracker · pull requests"))
        XCTAssertTrue(shown.text(ofRow: 3).contains("OPEN"))
        XCTAssertTrue(shown.text(ofRow: 4).contains("DRAFT"))
        XCTAssertTrue(shown.text(ofRow: 5).contains("MERGED"))
        XCTAssertTrue(shown.text(ofRow: 6).contains("CLOSED"))
        XCTAssertTrue(shown.text(ofRow: 7).contains("drive-by:topic-5"))
        XCTAssertTrue(shown.text(ofRow: 3).contains("topic-1"))
        XCTAssertFalse(shown.text(ofRow: 3).contains(":topic-1"))
    }

    func test_at80Columns_everyColumnButLabelsIsShown() throws {
        let heading = try frame([pullRequest(1, fork: "someone")], columns: 80).text(ofRow: 2)
        for column in ["#", "TITLE", "BRANCH", "AUTHOR", "STATE", "UPDATED"] {
            XCTAssertTrue(heading.contains(column), "\(column) in \(heading)")
        }
    }
}
