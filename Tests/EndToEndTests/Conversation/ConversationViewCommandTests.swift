import Foundation
import XCTest

/// `issue view` and `pr view` against the fake API's `sample-org/conversations` (see Tests/Support/fake_github_data.py),
/// as a gh user types them: gh's raw previews piped, nothing on standard error when all is well, one sentence and
/// status 1 for what cannot be shown, and the longest conversation bounded.
final class ConversationViewCommandTests: EndToEndTestCase {
    private let repository = ["-R", "sample-org/conversations"]

    func test_issueView_piped_isGhsRawPreview_andStandardErrorStaysEmpty() throws {
        let result = try runAgainstAPI(["issue", "view", "1"] + repository)

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(
            Array(result.outputLines.prefix(11)),
            [
                "title:\tCrash on start", "state:\tOPEN", "author:\toctocat", "labels:\tbug, good first issue",
                "comments:\t3", "assignees:\tmona, hubot", "projects:\t", "milestone:\tv1.0", "number:\t1", "--",
                "The app **crashes** on start.",
            ])
        XCTAssertEqual(result.errorText, "")
    }

    func test_prView_ofAWebAddress_readsItsRepository_andListsItsReviewers() throws {
        let result = try runAgainstAPI(["pr", "view", "\(try api.baseURL)/sample-org/conversations/pull/3/files"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertTrue(result.outputLines.contains("state:\tMERGED"), result.outputText)
        XCTAssertTrue(result.outputLines.contains { $0.hasPrefix("reviewers:\t") && $0.contains("(Requested)") })
    }

    func test_comments_piped_areGhsRawComments_reviewsAmongThem() throws {
        let result = try runAgainstAPI(["pr", "view", "3", "--comments"] + repository)

        XCTAssertEqual(result.status, 0, result.errorText)
        let statuses = result.outputLines.filter { $0.hasPrefix("status:\t") }
        XCTAssertEqual(
            Set(statuses),
            [
                "status:\tnone", "status:\tapproved", "status:\tchanges requested", "status:\tcommented",
                "status:\tdismissed",
            ])
        XCTAssertFalse(result.outputText.contains("title:\t"), "only the comments, as gh prints them")
    }

    func test_json_isGhsFieldsAndTypes() throws {
        let result = try runAgainstAPI(
            ["pr", "view", "4", "--json", "isDraft,labels,mergedAt,reviews,state"] + repository)

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertEqual(object["isDraft"] as? Bool, true)
        XCTAssertEqual(object["state"] as? String, "OPEN")
        XCTAssertTrue(object["mergedAt"] is NSNull)
        XCTAssertNotNil(object["labels"] as? [Any])
        XCTAssertNotNil(object["reviews"] as? [Any])
    }

    func test_theLongestConversation_isBounded_andSaysWhereTheRestIs() throws {
        let result = try runAgainstAPI(["issue", "view", "7", "--comments"] + repository)

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.filter { $0.hasPrefix("author:\t") }.count, 5_000)
        XCTAssertEqual(
            result.errorText,
            "repo-browser: showed the first 5,000 of 10,000 comments; the rest are at "
                + "https://github.com/sample-org/conversations/issues/7\n")
        XCTAssertEqual(try requests(to: "/").filter { $0.path.contains("/issues/7/comments") }.count, 50)
    }

    func test_aPageOfCommentsThatFails_printsThoseReceived_thenSaysWhy() throws {
        _ = try runAgainstAPI(["issue", "view", "5", "--comments"] + repository)
        let second = try XCTUnwrap(
            try requests(to: "/").map(\.path).first { $0.contains("/issues/5/comments") && $0.contains("page=2") })
        let components = try XCTUnwrap(URLComponents(string: second))
        try api.reset()
        try api.addRoutes([
            [
                "method": "GET", "path": components.path,
                "query": Dictionary(
                    uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }),
                "status": 502, "json": ["message": "Bad Gateway"],
            ]
        ])

        let result = try runAgainstAPI(["issue", "view", "5", "--comments"] + repository)

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.outputLines.filter { $0.hasPrefix("author:\t") }.count, 100, "the first page, as received")
        XCTAssertTrue(result.errorText.contains("502"), result.errorText)
    }

    func test_whatCannotBeShown_isOneSentence_status1() throws {
        let cases: [([String], String)] = [
            (
                ["issue", "view", "999"] + repository,
                "GitHub has no issue or pull request sample-org/conversations#999"
            ),
            (
                ["pr", "view", "1"] + repository,
                "sample-org/conversations#1 is an issue, not a pull request; read it with issue view 1"
            ),
            (["issue", "view", "1", "-R", "sample-org/missing"], "Repository sample-org/missing was not found"),
            (
                ["issue", "view", "1", "-R", "sample-org/no-issues"],
                "The 'sample-org/no-issues' repository has disabled issues"
            ),
        ]
        for (arguments, sentence) in cases {
            let result = try runAgainstAPI(arguments)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.output.count, 0, arguments.joined(separator: " "))
            XCTAssertTrue(result.errorText.hasPrefix("repo-browser: " + sentence), result.errorText)
            XCTAssertEqual(result.errorText.filter { $0 == "\n" }.count, 1, result.errorText)
        }
    }

    func test_offline_saysTheSnapshotHasNoConversations() {
        let result = binary.run(["--offline", "issue", "view", "1", "-R", "apple/swift"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errorText,
            "repo-browser: The offline snapshot has no issues, pull requests or their conversations; run without "
                + "--offline to ask GitHub\n")
    }

    func test_web_opensThePageWithoutAskingGithub() throws {
        let browser = try fakeBrowser()
        let result = try runAgainstAPI(
            ["pr", "view", "3", "-w"] + repository, environment: ["GH_BROWSER": browser.script])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(
            try String(contentsOf: browser.output, encoding: .utf8),
            "\(try api.baseURL)/sample-org/conversations/pull/3\n")
        XCTAssertEqual(try requests(to: "/repos/").count, 0)
    }

    func test_hostileText_reachesNeitherThePipeNorAPersonRaw() throws {
        let piped = try runAgainstAPI(["issue", "view", "8", "--comments"] + repository)
        let person = try runAgainstAPI(
            ["issue", "view", "8", "--comments"] + repository, environment: ["GH_FORCE_TTY": "80", "GH_PAGER": "cat"])

        for result in [piped, person] {
            XCTAssertEqual(result.status, 0, result.errorText)
            let text = result.outputText.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            XCTAssertFalse(text.contains("\u{1B}"), "an escape reaches the output")
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x07 || $0.value == 0x9B })
        }
    }
}
