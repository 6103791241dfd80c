import Domain
import XCTest

@testable import CommandLineInterface

/// `issue view` and `pr view` take what `gh issue view` and `gh pr view` take: a number (with or without `#`) in the
/// repository of `-R` or the current directory, or the item's web address, whose repository wins.
final class ConversationViewArgumentsTests: XCTestCase {
    func test_issueView_aNumber_withOrWithoutAHash_inTheCurrentDirectorysRepository() throws {
        XCTAssertEqual(try parsedCommand("issue", "view", "12"), .issueView(ConversationViewOptions(number: 12)))
        XCTAssertEqual(try parsedCommand("issue", "view", "#12"), .issueView(ConversationViewOptions(number: 12)))
    }

    func test_issueView_takesGhsFlags() throws {
        XCTAssertEqual(
            try parsedCommand("issue", "view", "12", "-R", "cli/cli", "-c", "--json", "title,comments"),
            .issueView(
                ConversationViewOptions(
                    target: try namedTarget("cli/cli"), number: 12, showsComments: true,
                    jsonFields: ["title", "comments"])))
        XCTAssertEqual(
            try parsedCommand("pr", "view", "7", "--repo", "ghe.example.com/o/r", "--web"),
            .pullRequestView(
                ConversationViewOptions(target: try namedTarget("ghe.example.com/o/r"), number: 7, isWeb: true)))
    }

    func test_aWebAddress_namesTheRepository_andAnythingAfterTheNumberIsIgnored() throws {
        XCTAssertEqual(
            try parsedCommand("issue", "view", "https://github.com/cli/cli/issues/12#issuecomment-1", "-R", "a/b"),
            .issueView(ConversationViewOptions(target: try namedTarget("github.com/cli/cli"), number: 12)))
        XCTAssertEqual(
            try parsedCommand("issue", "view", "https://github.com/cli/cli/pull/3"),
            .issueView(ConversationViewOptions(target: try namedTarget("github.com/cli/cli"), number: 3)),
            "issue view takes a pull request's address, as gh's does")
        XCTAssertEqual(
            try parsedCommand("pr", "view", "https://github.com/cli/cli/pull/3/files"),
            .pullRequestView(ConversationViewOptions(target: try namedTarget("github.com/cli/cli"), number: 3)))
    }

    func test_prView_refusesAnIssuesAddress_asGhDoes() {
        XCTAssertEqual(
            parseError("pr", "view", "https://github.com/cli/cli/issues/3"),
            .invalidConversation("https://github.com/cli/cli/issues/3", kind: "a pull request"))
    }

    func test_whatIsNoNumber_isAUsageErrorSayingWhatIsWanted() {
        for text in ["abc", "0", "12abc", "ftp://github.com/a/b/issues/1", "https://github.com/a/b/issues/"] {
            XCTAssertEqual(parseError("issue", "view", text), .invalidConversation(text, kind: "an issue"), text)
        }
    }

    func test_jsonWithoutFields_listsThem_asGhDoes() {
        XCTAssertEqual(
            parseError("issue", "view", "1", "--json"),
            .missingJSONFields(option: "--json", available: JSONFields.githubCLIIssueView))
        XCTAssertEqual(
            parseError("pr", "view", "1", "--json"),
            .missingJSONFields(option: "--json", available: JSONFields.githubCLIPullRequestView))
    }

    func test_onlyGhsFieldsThisProgramHasDataFor_areOffered() {
        XCTAssertNotNil(parseError("issue", "view", "1", "--json", "isDraft"), "an issue has no draft")
        XCTAssertNotNil(parseError("pr", "view", "1", "--json", "statusCheckRollup"), "REST does not answer it")
        XCTAssertNil(parseError("pr", "view", "1", "--json", "isDraft,reviews,mergedBy"))
    }

    func test_issueAndPr_takeOnlyView() {
        XCTAssertEqual(parseError("issue", "view"), .missingArgument("the number of an issue, or its URL"))
        XCTAssertNotNil(parseError("issue", "show", "3"))
        XCTAssertNotNil(parseError("issue", "view", "1", "2"))
    }
}
