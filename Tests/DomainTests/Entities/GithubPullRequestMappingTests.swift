import Domain
import Foundation
import XCTest

/// `GithubPullRequest` from items of `GET /repos/{owner}/{repo}/pulls` as GitHub sends them
/// (`Fixtures/pulls.json`: an open one from a branch of the repository, a draft from a fork, a merged one, a closed
/// one whose fork was deleted, and one by a deleted account from a server that predates drafts).
final class GithubPullRequestMappingTests: XCTestCase {
    private func fixture(selecting selection: JSONSelection = GithubPullRequest.selection) throws
        -> [GithubPullRequest]
    {
        try JSONMap(try JSONParser.parse(try Fixture.bytes("pulls.json"), selecting: selection)).elements()
    }

    private func date(_ text: String) -> Date? {
        GithubTimestamp.date(from: text)
    }

    /// A pull request with every field this model reads, its `head` and `base` as given.
    private func pullRequest(head: String, base: String = #"{"ref": "main", "label": "o:main", "repo": null}"#)
        throws -> GithubPullRequest
    {
        let text = """
            {"number": 3, "title": "T", "state": "open", "draft": false, "user": {"login": "mona"}, "labels": [],
             "head": \(head), "base": \(base), "created_at": "2024-01-01T00:00:00Z",
             "updated_at": "2024-01-01T00:00:00Z", "closed_at": null, "merged_at": null,
             "html_url": "https://github.com/o/r/pull/3"}
            """
        return try GithubPullRequest(jsonData: Array(text.utf8))
    }

    func test_openPullRequestFromABranchOfTheRepository_mapsEveryField() throws {
        XCTAssertEqual(
            try fixture()[0],
            GithubPullRequest(
                number: 1350, title: "Render tables inside lists", state: .open, isDraft: false, author: "hubot",
                labels: [
                    IssueLabel(
                        name: "bug", color: "d73a4a", nodeID: "MDU6TGFiZWwyMDgwNDU5NDY=",
                        description: "Something isn't working")
                ], headRefName: "table-in-list",
                headRepositoryOwner: nil, baseRefName: "main", createdAt: try XCTUnwrap(date("2024-03-03T14:02:11Z")),
                updatedAt: try XCTUnwrap(date("2024-03-04T09:12:45Z")), closedAt: nil, mergedAt: nil,
                htmlURL: try XCTUnwrap(URL(string: "https://github.com/sample-org/tracker/pull/1350")),
                authorNodeID: "MDQ6VXNlcjQ4MDkzOA==", authorType: "User"))
    }

    func test_pullRequestFromAFork_namesTheForksOwner() throws {
        let pullRequest = try fixture()[1]
        XCTAssertEqual(pullRequest.headRepositoryOwner, "mona")
        XCTAssertEqual(pullRequest.headLabel, "mona:colour-labels")
    }

    func test_draft_isADraft() throws {
        let pullRequest = try fixture()[1]
        XCTAssertEqual(pullRequest.isDraft, true)
        XCTAssertEqual(pullRequest.status, .draft)
    }

    func test_labels_keepGithubsOrderAndColours() throws {
        XCTAssertEqual(
            try fixture()[1].labels,
            [
                IssueLabel(name: "enhancement", color: "a2eeef", description: "New feature or request"),
                IssueLabel(name: "UI", color: "c5def5"),
            ])
    }

    func test_merged_hasItsMergeTimeAndIsMerged() throws {
        let pullRequest = try fixture()[2]
        XCTAssertEqual(pullRequest.state, .closed)
        XCTAssertEqual(pullRequest.mergedAt, date("2024-02-12T16:39:58Z"))
        XCTAssertEqual(pullRequest.closedAt, date("2024-02-12T16:39:58Z"))
        XCTAssertEqual(pullRequest.status, .merged)
    }

    func test_closedWithoutMerging_isClosed() throws {
        let pullRequest = try fixture()[3]
        XCTAssertNil(pullRequest.mergedAt)
        XCTAssertEqual(pullRequest.status, .closed)
        XCTAssertEqual(pullRequest.baseRefName, "release-1.x")
    }

    func test_deletedFork_takesTheHeadOwnerFromTheHeadLabel() throws {
        let pullRequest = try fixture()[3]
        XCTAssertEqual(pullRequest.headRepositoryOwner, "drive-by")
        XCTAssertEqual(pullRequest.headLabel, "drive-by:fix-typo")
    }

    func test_serverBeforeDrafts_doesNotSayWhetherItIsADraft_andItIsOpen() throws {
        let pullRequest = try fixture()[4]
        XCTAssertNil(pullRequest.isDraft)
        XCTAssertEqual(pullRequest.status, .open)
    }

    func test_deletedAccount_hasNoAuthor() throws {
        XCTAssertNil(try fixture()[4].author)
    }

    func test_fixture_mapsTheSameFromItsSelectionAsFromTheWholeDocument() throws {
        let selected = try fixture()
        XCTAssertEqual(selected, try fixture(selecting: .everything))
        XCTAssertEqual(selected.count, 5)
    }

    func test_headOwnerDifferingOnlyInCase_isTheBaseOwner() throws {
        let pullRequest = try pullRequest(
            head: #"{"ref": "topic", "label": "Sample-Org:topic", "repo": {"owner": {"login": "Sample-Org"}}}"#,
            base: #"{"ref": "main", "label": "sample-org:main", "repo": {"owner": {"login": "sample-org"}}}"#)
        XCTAssertNil(pullRequest.headRepositoryOwner)
        XCTAssertEqual(pullRequest.headLabel, "topic")
    }

    func test_baseWithoutRepository_takesItsOwnerFromTheBaseLabel() throws {
        let pullRequest = try pullRequest(
            head: #"{"ref": "topic", "label": "o:topic", "repo": {"owner": {"login": "o"}}}"#)
        XCTAssertNil(pullRequest.headRepositoryOwner)
    }

    func test_deletedForkWithAnUnownedLabel_hasNoHeadOwner() throws {
        let pullRequest = try pullRequest(head: #"{"ref": "topic", "label": "topic", "repo": null}"#)
        XCTAssertNil(pullRequest.headRepositoryOwner)
        XCTAssertEqual(pullRequest.headLabel, "topic")
    }

    func test_headOwnerWithoutAnyBaseOwner_isNotNamed() throws {
        let pullRequest = try pullRequest(
            head: #"{"ref": "topic", "label": "mona:topic", "repo": {"owner": {"login": "mona"}}}"#,
            base: #"{"ref": "main"}"#)
        XCTAssertNil(pullRequest.headRepositoryOwner)
    }

    func test_missingHeadRef_hasNoBranch() throws {
        let pullRequest = try pullRequest(head: #"{"label": "o:topic", "repo": null}"#)
        XCTAssertNil(pullRequest.headRefName)
        XCTAssertNil(pullRequest.headLabel)
    }

    func test_itemWithOnlyItsNumberAndTitle_hasNoStatus_andEverythingElseAbsent() throws {
        let pullRequest = try GithubPullRequest(jsonData: Array(#"{"number": 3, "title": "Bare"}"#.utf8))
        XCTAssertEqual(
            pullRequest,
            GithubPullRequest(
                number: 3, title: "Bare", state: nil, isDraft: nil, author: nil, labels: nil, headRefName: nil,
                headRepositoryOwner: nil, baseRefName: nil, createdAt: nil, updatedAt: nil, closedAt: nil,
                mergedAt: nil, htmlURL: nil))
        XCTAssertNil(pullRequest.status)
    }

    func test_itemWithoutItsNumberOrTitle_isRefused() {
        for text in [#"{"title": "No number"}"#, #"{"number": 3}"#] {
            XCTAssertThrowsError(try GithubPullRequest(jsonData: Array(text.utf8)), text)
        }
    }

    func test_headThatIsNotAnObject_namesTheKeyPath() {
        XCTAssertThrowsError(try pullRequest(head: #""o:topic""#)) { error in
            XCTAssertEqual(error as? MappingError, .typeMismatch(keyPath: "head", expected: "object", found: "string"))
        }
    }

    func test_unknownState_isMistyped() {
        XCTAssertThrowsError(
            try GithubPullRequest(jsonData: Array(#"{"number": 1, "title": "T", "state": "merged"}"#.utf8))
        ) { error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "state", expected: #""open" or "closed""#, found: "string"))
        }
    }
}
