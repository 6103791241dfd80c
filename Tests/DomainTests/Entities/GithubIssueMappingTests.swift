import Domain
import Foundation
import XCTest

/// `GithubIssue` from items of `GET /repos/{owner}/{repo}/issues` as GitHub sends them (`Fixtures/issues.json`: an
/// open issue, a pull request mixed in, a closed issue by a deleted account with labels as bare strings, and an
/// issue from 2012 carrying the old empty `pull_request` object and none of the fields added since).
final class GithubIssueMappingTests: XCTestCase {
    private func fixture(selecting selection: JSONSelection = GithubIssue.selection) throws -> [GithubIssue] {
        try JSONMap(try JSONParser.parse(try Fixture.bytes("issues.json"), selecting: selection)).elements()
    }

    private func date(_ text: String) -> Date? {
        GithubTimestamp.date(from: text)
    }

    /// An issue object with every field this model reads, `extra` members added (they replace earlier ones).
    private func issue(_ extra: String) throws -> GithubIssue {
        let text = """
            {"number": 7, "title": "A title", "state": "open", "user": {"login": "mona"}, "labels": [],
             "comments": 0, "created_at": "2024-01-01T00:00:00Z", "updated_at": "2024-01-02T00:00:00Z",
             "closed_at": null, "html_url": "https://github.com/o/r/issues/7", "body": "text"\(extra)}
            """
        return try GithubIssue(jsonData: Array(text.utf8))
    }

    func test_openIssue_mapsEveryField() throws {
        let issue = try fixture()[0]
        XCTAssertEqual(
            issue,
            GithubIssue(
                number: 1347, title: "Crash when the README has a table inside a list", state: .open, author: "mona",
                labels: [
                    IssueLabel(
                        name: "bug", color: "d73a4a", nodeID: "MDU6TGFiZWwyMDgwNDU5NDY=",
                        description: "Something isn't working"),
                    IssueLabel(name: "good first issue", color: "7057ff", nodeID: "MDU6TGFiZWwyMDgwNDU5NTA="),
                ],
                commentCount: 4, createdAt: try XCTUnwrap(date("2024-03-02T10:15:00Z")),
                updatedAt: try XCTUnwrap(date("2024-03-05T08:00:30Z")), closedAt: nil,
                htmlURL: try XCTUnwrap(URL(string: "https://github.com/sample-org/tracker/issues/1347")),
                body: "Steps:\r\n\r\n1. Open a repository whose README has\r\n   | a | b |\r\n\r\nIt crashes.",
                isPullRequest: false, authorNodeID: "MDQ6VXNlcjU4MzIzMQ==", authorType: "User"))
    }

    func test_itemWithAPullRequestPage_isAPullRequest() throws {
        let item = try fixture()[1]
        XCTAssertEqual(item.number, 1346)
        XCTAssertTrue(item.isPullRequest)
    }

    func test_pullRequestObjectWithNullURLs_fromBefore2013_isAPlainIssue() throws {
        let issue = try fixture()[3]
        XCTAssertEqual(issue.number, 12)
        XCTAssertFalse(issue.isPullRequest)
    }

    func test_issueFromBeforeTheNewerFields_maps() throws {
        let issue = try fixture()[3]
        XCTAssertEqual(issue.author, "octocat")
        XCTAssertEqual(issue.createdAt, date("2012-06-14T08:20:11Z"))
        XCTAssertEqual(issue.body, "Written when every issue carried an empty pull_request object.")
    }

    func test_withoutAPullRequestObject_isAPlainIssue() throws {
        XCTAssertFalse(try issue("").isPullRequest)
    }

    func test_deletedAccount_hasNoAuthor() throws {
        XCTAssertNil(try fixture()[2].author)
    }

    func test_labelsAsBareStrings_areReadAsNamesWithoutColour() throws {
        XCTAssertEqual(
            try fixture()[2].labels,
            [IssueLabel(name: "enhancement"), IssueLabel(name: "help wanted", color: "008672")])
    }

    func test_closedIssue_hasItsStateAndCloseTime() throws {
        let issue = try fixture()[2]
        XCTAssertEqual(issue.state, .closed)
        XCTAssertEqual(issue.closedAt, date("2024-01-08T11:59:59Z"))
        XCTAssertEqual(issue.commentCount, 11)
    }

    func test_emptyBody_isNoBody() throws {
        XCTAssertNil(try fixture()[2].body)
    }

    func test_nullBody_isNoBody() throws {
        XCTAssertNil(try fixture()[1].body)
    }

    func test_absentBody_isNoBody() throws {
        XCTAssertNil(try issue(#", "body": null"#).body)
    }

    func test_fixture_mapsTheSameFromItsSelectionAsFromTheWholeDocument() throws {
        let selected = try fixture()
        XCTAssertEqual(selected, try fixture(selecting: .everything))
        XCTAssertEqual(selected.count, 4)
    }

    func test_missingNumber_namesTheKeyPath() {
        XCTAssertThrowsError(try issue(#", "number": null"#)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "number", expected: "integer"))
        }
    }

    func test_missingTitle_namesTheKeyPath() {
        XCTAssertThrowsError(try issue(#", "title": null"#)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "title", expected: "string"))
        }
    }

    func test_itemWithOnlyItsNumberAndTitle_mapsWithEverythingElseAbsent() throws {
        XCTAssertEqual(
            try GithubIssue(jsonData: Array(#"{"number": 3, "title": "Bare"}"#.utf8)),
            GithubIssue(
                number: 3, title: "Bare", state: nil, author: nil, labels: nil, commentCount: nil, createdAt: nil,
                updatedAt: nil, closedAt: nil, htmlURL: nil, body: nil))
    }

    func test_nullLabels_areUnknown_butAnEmptyListIsNone() throws {
        XCTAssertNil(try issue(#", "labels": null"#).labels)
        XCTAssertEqual(try issue("").labels, [])
    }

    func test_nullCommentCount_isUnknown_notZero() throws {
        XCTAssertNil(try issue(#", "comments": null"#).commentCount)
    }

    func test_presentFieldOfTheWrongKind_stillRefusesTheItem() {
        XCTAssertThrowsError(try issue(#", "comments": "many""#)) { error in
            XCTAssertEqual(
                error as? MappingError, .typeMismatch(keyPath: "comments", expected: "integer", found: "string"))
        }
    }

    func test_unknownState_isMistyped() {
        XCTAssertThrowsError(try issue(#", "state": "merged""#)) { error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "state", expected: #""open" or "closed""#, found: "string"))
        }
    }

    func test_labelObjectWithoutAName_namesItsIndex() {
        XCTAssertThrowsError(try issue(#", "labels": ["bug", {"color": "ffffff"}]"#)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "labels[1].name", expected: "string"))
        }
    }

    func test_mistypedPullRequestPage_namesTheKeyPath() {
        XCTAssertThrowsError(try issue(#", "pull_request": {"html_url": 5}"#)) { error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "pull_request.html_url", expected: "string", found: "number"))
        }
    }
}
