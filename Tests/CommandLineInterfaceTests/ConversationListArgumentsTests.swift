import Domain
import XCTest

@testable import CommandLineInterface

/// `issues` and `prs` take what `gh issue list` and `gh pr list` take, and the repository as `show` does.
final class ConversationListArgumentsTests: XCTestCase {
    func test_issues_alone_listsTheOpenIssuesOfTheCurrentDirectorysRepository() throws {
        XCTAssertEqual(try parsedCommand("issues"), .issues(IssuesOptions()))
    }

    func test_issues_takesGhsFilters() throws {
        let parsed = try parsedCommand(
            "issues", "apple/swift", "-s", "closed", "-L", "100", "-l", "bug", "--label", "good first issue,ui", "-A",
            "octocat", "--json", "number,title,author")

        XCTAssertEqual(
            parsed,
            .issues(
                IssuesOptions(
                    target: try namedTarget("apple/swift"), state: .closed, limit: 100,
                    labels: ["bug", "good first issue", "ui"], author: "octocat",
                    json: .fields(["number", "title", "author"]))))
    }

    func test_repositoryFlag_isTheArgumentAsGhTakesIt_andAWebAddressToo() throws {
        XCTAssertEqual(
            try parsedCommand("prs", "-R", "apple/swift"),
            .pullRequests(PullRequestsOptions(target: try namedTarget("apple/swift"))))
        XCTAssertEqual(
            try parsedCommand("issues", "https://github.com/apple/swift"),
            .issues(IssuesOptions(target: try namedTarget("https://github.com/apple/swift"))))
    }

    func test_repositoryFlagAndADifferentArgument_areRefused() {
        XCTAssertEqual(parseError("issues", "a/b", "-R", "c/d"), .unexpectedArgument("a/b"))
        XCTAssertEqual(parseError("prs", "not a repository"), .invalidRepository("not a repository"))
    }

    func test_prs_takeMergedAndABaseBranch_andIssuesDoNotTakeMerged() throws {
        XCTAssertEqual(
            try parsedCommand("prs", "a/b", "--state", "merged", "-B", "release-1.x", "-w"),
            .pullRequests(
                PullRequestsOptions(target: try namedTarget("a/b"), state: .merged, base: "release-1.x", isWeb: true)))
        XCTAssertEqual(
            parseError("issues", "a/b", "-s", "merged"),
            .invalidChoice(option: "-s", value: "merged", choices: ["open", "closed", "all"]))
        XCTAssertEqual(parseError("issues", "a/b", "-B", "main"), .inapplicableOption(option: "-B", commands: "prs"))
    }

    func test_prs_takeAnAuthor_asGhPrListDoes() throws {
        XCTAssertEqual(
            try parsedCommand("prs", "a/b", "-A", "mona", "--label", "bug"),
            .pullRequests(PullRequestsOptions(target: try namedTarget("a/b"), labels: ["bug"], author: "mona")))
    }

    func test_limit_isBetweenOneAndAThousand() {
        XCTAssertEqual(
            parseError("prs", "a/b", "-L", "0"),
            .outOfRange(option: "--limit", value: "0", allowed: "between 1 and 1000"))
    }

    func test_jsonFields_areRESTsAndGhs() throws {
        XCTAssertEqual(
            try parsedCommand("prs", "a/b", "--json", "headRefName,isDraft,merged_at"),
            .pullRequests(
                PullRequestsOptions(
                    target: try namedTarget("a/b"), json: .fields(["headRefName", "isDraft", "merged_at"]))))
        XCTAssertNotNil(parseError("issues", "a/b", "--json", "headRefName"))
    }

    func test_ghsListWords_suggestTheListCommands() {
        XCTAssertEqual(parseError("issue", "list"), .unknownCommand("issue list", suggestion: "issues"))
        XCTAssertEqual(parseError("pr", "list"), .unknownCommand("pr list", suggestion: "prs"))
    }
}
