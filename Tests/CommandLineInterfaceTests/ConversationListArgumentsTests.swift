import Domain
import XCTest

@testable import CommandLineInterface

/// `issues` and `prs` take what `gh issue list` and `gh pr list` take, and the repository as `show` does.
final class ConversationListArgumentsTests: XCTestCase {
    private func command(_ arguments: String...) throws -> Command {
        try CommandLineArguments.parse(arguments).command
    }

    private func error(_ arguments: String...) -> CommandLineError? {
        do {
            _ = try CommandLineArguments.parse(arguments)
            return nil
        } catch {
            return error.error
        }
    }

    private func named(_ text: String) throws -> RepositoryTarget {
        .named(try XCTUnwrap(RepoLocation(text)))
    }

    func test_issues_alone_listsTheOpenIssuesOfTheCurrentDirectorysRepository() throws {
        XCTAssertEqual(try command("issues"), .issues(IssuesOptions()))
    }

    func test_issues_takesGhsFilters() throws {
        let parsed = try command(
            "issues", "apple/swift", "-s", "closed", "-L", "100", "-l", "bug", "--label", "good first issue,ui", "-A",
            "octocat", "--json", "number,title,author")

        XCTAssertEqual(
            parsed,
            .issues(
                IssuesOptions(
                    target: try named("apple/swift"), state: .closed, limit: 100,
                    labels: ["bug", "good first issue", "ui"], author: "octocat",
                    json: .fields(["number", "title", "author"]))))
    }

    func test_repositoryFlag_isTheArgumentAsGhTakesIt_andAWebAddressToo() throws {
        XCTAssertEqual(
            try command("prs", "-R", "apple/swift"),
            .pullRequests(PullRequestsOptions(target: try named("apple/swift"))))
        XCTAssertEqual(
            try command("issues", "https://github.com/apple/swift"),
            .issues(IssuesOptions(target: try named("https://github.com/apple/swift"))))
    }

    func test_repositoryFlagAndADifferentArgument_areRefused() {
        XCTAssertEqual(error("issues", "a/b", "-R", "c/d"), .unexpectedArgument("a/b"))
        XCTAssertEqual(error("prs", "not a repository"), .invalidRepository("not a repository"))
    }

    func test_prs_takeMergedAndABaseBranch_andIssuesDoNotTakeMerged() throws {
        XCTAssertEqual(
            try command("prs", "a/b", "--state", "merged", "-B", "release-1.x", "-w"),
            .pullRequests(
                PullRequestsOptions(target: try named("a/b"), state: .merged, base: "release-1.x", isWeb: true)))
        XCTAssertEqual(
            error("issues", "a/b", "-s", "merged"),
            .invalidChoice(option: "-s", value: "merged", choices: ["open", "closed", "all"]))
        XCTAssertEqual(error("issues", "a/b", "-B", "main"), .inapplicableOption(option: "-B", commands: "prs"))
    }

    func test_prs_takeAnAuthor_asGhPrListDoes() throws {
        XCTAssertEqual(
            try command("prs", "a/b", "-A", "mona", "--label", "bug"),
            .pullRequests(PullRequestsOptions(target: try named("a/b"), labels: ["bug"], author: "mona")))
    }

    func test_limit_isBetweenOneAndAThousand() {
        XCTAssertEqual(
            error("prs", "a/b", "-L", "0"), .outOfRange(option: "--limit", value: "0", allowed: "between 1 and 1000"))
    }

    func test_jsonFields_areRESTsAndGhs() throws {
        XCTAssertEqual(
            try command("prs", "a/b", "--json", "headRefName,isDraft,merged_at"),
            .pullRequests(
                PullRequestsOptions(target: try named("a/b"), json: .fields(["headRefName", "isDraft", "merged_at"]))))
        XCTAssertNotNil(error("issues", "a/b", "--json", "headRefName"))
    }

    func test_ghsListWords_suggestTheListCommands() {
        XCTAssertEqual(error("issue", "list"), .unknownCommand("issue list", suggestion: "issues"))
        XCTAssertEqual(error("pr", "list"), .unknownCommand("pr list", suggestion: "prs"))
    }
}
