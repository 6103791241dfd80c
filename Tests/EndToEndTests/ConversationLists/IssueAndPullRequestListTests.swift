import Foundation
import XCTest

/// `issues` and `prs` against the fake API's `sample-org/tracker` (odd numbers are issues, even ones pull requests;
/// see Tests/Support/fake_github_api.py), as a gh user types them.
final class IssueAndPullRequestListTests: EndToEndTestCase {
    private func cells(_ result: ProcessResult) -> [[String]] {
        result.outputLines.map { $0.components(separatedBy: "\t") }
    }

    func test_issues_piped_areGhsColumns_openIssuesOnly_upToTheLimit() throws {
        let result = try runAgainstAPI(["issues", "sample-org/tracker", "-L", "40"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let rows = cells(result)
        XCTAssertEqual(rows.count, 40)
        XCTAssertEqual(rows.first, ["199", "OPEN", "Problem number 199", "", "2024-01-10T07:00:00Z"])
        XCTAssertTrue(rows.allSatisfy { $0.count == 5 && $0[1] == "OPEN" && (Int($0[0]) ?? 0) % 2 == 1 }, "\(rows)")
        XCTAssertEqual(result.errorText, "")
    }

    func test_laterPages_areAskedAtTheRepositoriesAddressGithubLinked_notBuiltByHand() throws {
        let issues = try runAgainstAPI(["issues", "sample-org/tracker", "-L", "40"])
        let merged = try runAgainstAPI(["prs", "sample-org/tracker", "-s", "merged", "-L", "15"])

        XCTAssertEqual(issues.status, 0, issues.errorText)
        XCTAssertEqual(cells(issues).count, 40)
        XCTAssertEqual(merged.status, 0, merged.errorText)
        XCTAssertEqual(cells(merged).count, 15)
        XCTAssertEqual(try requests(to: "/repos/sample-org/tracker/issues").count, 1)
        XCTAssertEqual(try requests(to: "/repos/sample-org/tracker/pulls").count, 1)
        let followed = try requests(to: "/repositories/").map(\.path)
        XCTAssertTrue(followed.contains { $0.contains("/issues?") && $0.contains("page=2") }, "\(followed)")
        XCTAssertTrue(followed.contains { $0.contains("/pulls?") && $0.contains("state=closed") }, "\(followed)")
    }

    func test_issues_filters_closedWithEveryLabel_andTheAuthorAskedOfGithub() throws {
        let result = try runAgainstAPI(["issues", "-R", "sample-org/tracker", "-s", "closed", "-l", "bug", "-L", "5"])
        let byAuthor = try runAgainstAPI(["issues", "sample-org/tracker", "-A", "octocat", "-L", "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertFalse(cells(result).isEmpty)
        XCTAssertTrue(cells(result).allSatisfy { $0[1] == "CLOSED" && $0[3].contains("bug") }, result.outputText)
        XCTAssertEqual(byAuthor.status, 0, byAuthor.errorText)
        XCTAssertTrue(
            try requests(to: "/repos/sample-org/tracker/issues").contains { $0.path.contains("creator=octocat") })
    }

    func test_prs_piped_sayDraftMergedAndForkBranchesAsGhDoes() throws {
        let result = try runAgainstAPI(["prs", "sample-org/tracker", "--state", "all", "-L", "100"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let rows = cells(result)
        XCTAssertEqual(rows.count, 100)
        XCTAssertEqual(Set(rows.map { $0[3] }), ["OPEN", "DRAFT", "MERGED", "CLOSED"])
        XCTAssertTrue(rows.contains { $0[0] == "18" && $0[2] == "mona:topic-9" }, result.outputText)
        XCTAssertTrue(rows.contains { $0[0] == "22" && $0[2] == "drive-by:topic-11" }, result.outputText)
    }

    func test_prs_mergedAndLabelled_areOnlyThose() throws {
        let merged = try runAgainstAPI(["prs", "sample-org/tracker", "-s", "merged", "-L", "5"])
        let labelled = try runAgainstAPI(["prs", "sample-org/tracker", "-l", "bug", "--json", "labels", "-L", "5"])

        XCTAssertEqual(merged.status, 0, merged.errorText)
        XCTAssertEqual(Set(cells(merged).map { $0[3] }), ["MERGED"])
        XCTAssertEqual(labelled.status, 0, labelled.errorText)
        let objects = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: labelled.output) as? [[String: [[String: Any]]]])
        XCTAssertFalse(objects.isEmpty)
        XCTAssertTrue(objects.allSatisfy { $0["labels"]?.contains { $0["name"] as? String == "bug" } ?? false })
    }

    func test_noIssue_isSuccess_withNothingOnAPipe_andAnEmptyArrayInJSON() throws {
        let result = try runAgainstAPI(["issues", "sample-org/quiet"])
        let json = try runAgainstAPI(["prs", "sample-org/quiet", "--json", "number"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "")
        XCTAssertEqual(result.errorText, "")
        XCTAssertEqual(json.status, 0, json.errorText)
        XCTAssertEqual(json.outputText, "[]\n")
    }

    func test_forcedTerminal_printsGhsSummaryAndTable() throws {
        let result = try runAgainstAPI(
            ["issues", "sample-org/tracker", "-L", "3"], environment: ["GH_FORCE_TTY": "80", "NO_COLOR": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let lines = result.outputLines
        XCTAssertEqual(
            Array(lines.prefix(3)),
            ["Showing the first 3 open issues in sample-org/tracker", "", "ID    TITLE               LABELS  UPDATED"])
        XCTAssertTrue(lines.count > 3 && lines[3].hasPrefix("#199  Problem number 199          about "), "\(lines)")
    }

    func test_issuesTurnedOff_saysSo() throws {
        let result = try runAgainstAPI(["issues", "sample-org/no-issues"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorText, "repo-browser: The 'sample-org/no-issues' repository has disabled issues\n")
    }

    func test_missingRepository_saysItWasNotFound_namingIt_forIssuesAndPullRequests() throws {
        for command in ["issues", "prs"] {
            let result = try runAgainstAPI([command, "sample-org/missing"])

            XCTAssertEqual(result.status, 1, command)
            XCTAssertEqual(
                result.errorText,
                "repo-browser: Repository sample-org/missing was not found; check the owner and name, or set GH_TOKEN "
                    + "or GITHUB_TOKEN if it is private\n")
        }
    }

    func test_withoutArgument_theClonesRemoteNamesTheRepository() throws {
        let host = try XCTUnwrap(URL(string: try api.baseURL)?.host)
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("clone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: clone) }
        try FileManager.default.createDirectory(
            at: clone.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("[remote \"origin\"]\n\turl = https://\(host)/sample-org/tracker.git\n".utf8)
            .write(to: clone.appendingPathComponent(".git/config"))

        let result = binary.runShell(
            "cd '\(clone.path)' && exec \"$0\" --api-url '\(try api.baseURL)' prs -L 1 --json number")

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "[{\"number\":198}]\n")
    }

    func test_web_opensGhsListSearch_withoutARequest() throws {
        let (browser, output) = try fakeBrowser()

        let result = binary.run(
            ["issues", "sample-org/tracker", "-w", "-l", "help wanted"], environment: ["GH_BROWSER": browser])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(
            try String(contentsOf: output, encoding: .utf8),
            "https://github.com/sample-org/tracker/issues?q=label%3A%22help%20wanted%22%20state%3Aopen%20type%3Aissue\n"
        )
    }

    func test_offline_saysTheSnapshotHasNone() {
        for (command, noun) in [("issues", "issues"), ("prs", "pull requests")] {
            let result = binary.run(["--offline", command, "apple/swift"])
            XCTAssertEqual(result.status, 1, command)
            XCTAssertEqual(result.errorText.split(separator: "\n").count, 1, result.errorText)
            XCTAssertTrue(result.errorText.contains("no \(noun)"), result.errorText)
        }
    }
}
