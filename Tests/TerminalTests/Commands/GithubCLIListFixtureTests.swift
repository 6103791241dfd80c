import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// `issues --json` and `prs --json` against what gh prints for the same items, over recorded list answers of real
/// repositories (`Fixtures/GithubCLILists`, each `NAME.json` beside gh's output `NAME.gh.json`, both written by the
/// folder's `make_github_cli_lists.py`): open, closed, merged, draft, from a fork, by a bot, by a deleted account, no
/// labels, ten labels, and an older Enterprise server's pull requests without `labels` or `draft`.
///
/// Every name gh defines equals gh's output, field by field, but for what REST's list does not carry: an author's
/// `name`, `""` here where gh prints the account's name from GraphQL. Every other name holds the REST answer's value.
final class GithubCLIListFixtureTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/GithubCLILists")

    private func read(_ name: String) throws -> JSONValue {
        try JSONParser.parse(Data(contentsOf: Self.folder.appendingPathComponent(name)))
    }

    private func issues(_ name: String) throws -> [GithubIssue] {
        try JSONMap(read("\(name).json")).elements(as: GithubIssue.self).filter { !$0.isPullRequest }
    }

    private func pullRequests(_ name: String) throws -> [GithubPullRequest] {
        try JSONMap(read("\(name).json")).elements()
    }

    /// The REST answer's items that `issues` lists (the pull requests GitHub mixes in left out, as Platform does).
    private func restItems(_ name: String) throws -> [JSONValue] {
        guard case .array(let items) = try read("\(name).json") else { return [] }
        return items.filter { item in
            guard case .object(let members) = item, case .object? = members["pull_request"] else { return true }
            return false
        }
    }

    private func githubCLIItems(_ name: String) throws -> [JSONValue] {
        guard case .array(let items) = try read("\(name).gh.json") else { return [] }
        return items
    }

    /// Whether `ours` may differ from gh's `theirs` at `path`: an author's name, which REST's list does not carry.
    private func isWhatRESTDoesNotSay(_ ours: JSONValue, at path: String) -> Bool {
        path == "author.name" && ours == .string("")
    }

    private func assertEqualToGithubCLI(
        _ ours: JSONValue?, _ theirs: JSONValue?, at path: String, item: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let ours, let theirs else {
            return XCTFail(
                "\(item) \(path): printed \(ours.map { "\($0)" } ?? "nothing"), gh \(theirs.map { "\($0)" } ?? "nothing")",
                file: file, line: line)
        }
        if ours == theirs || isWhatRESTDoesNotSay(ours, at: path) { return }
        switch (ours, theirs) {
        case (.object(let ourMembers), .object(let theirMembers)):
            XCTAssertEqual(Set(ourMembers.keys), Set(theirMembers.keys), "\(item) \(path)", file: file, line: line)
            for (key, value) in theirMembers {
                let inner = path.isEmpty ? key.name : "\(path).\(key.name)"
                assertEqualToGithubCLI(ourMembers[key], value, at: inner, item: item, file: file, line: line)
            }
        case (.array(let ourItems), .array(let theirItems)) where ourItems.count == theirItems.count:
            for (ourItem, theirItem) in zip(ourItems, theirItems) {
                assertEqualToGithubCLI(ourItem, theirItem, at: "\(path)[]", item: item, file: file, line: line)
            }
        default:
            XCTFail("\(item) \(path): printed \(ours), gh prints \(theirs)", file: file, line: line)
        }
    }

    /// Every member `ours` has is the REST answer's (`null` where the answer has null or nothing; an empty body is
    /// read as none).
    private func assertTakenFromREST(
        _ ours: JSONValue, _ rest: JSONValue?, at path: String, item: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        switch (ours, rest) {
        case (.null, nil), (.null, .null?),
            (.null, .string("")?) where path == "body":
            return
        case (.object(let ourMembers), .object(let restMembers)?):
            for (key, value) in ourMembers {
                let inner = path.isEmpty ? key.name : "\(path).\(key.name)"
                assertTakenFromREST(value, restMembers[key], at: inner, item: item, file: file, line: line)
            }
        case (.array(let ourItems), .array(let restItems)?) where ourItems.count == restItems.count:
            for (ourItem, restItem) in zip(ourItems, restItems) {
                assertTakenFromREST(ourItem, restItem, at: "\(path)[]", item: item, file: file, line: line)
            }
        default:
            XCTAssertEqual(ours, rest, "\(item) \(path): not REST's value", file: file, line: line)
        }
    }

    private func assertIssues(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let listed = try issues(name)
        let printed = IssueJSONFormatter.issues(listed, selection: .fields(JSONFields.githubCLIIssue))
        let whole = IssueJSONFormatter.issues(listed, selection: .allFields)
        try assertLists(name, printed: printed, whole: whole, file: file, line: line)
    }

    private func assertLists(
        _ name: String, printed: JSONValue, whole: JSONValue, file: StaticString, line: UInt
    ) throws {
        let expected = try githubCLIItems(name)
        let rest = try restItems(name)
        guard case .array(let ours) = printed, case .array(let ourWhole) = whole else {
            return XCTFail("not an array", file: file, line: line)
        }
        XCTAssertEqual(ours.count, expected.count, name, file: file, line: line)
        XCTAssertEqual(ourWhole.count, rest.count, name, file: file, line: line)
        for (index, (item, theirs)) in zip(ours, expected).enumerated() {
            assertEqualToGithubCLI(item, theirs, at: "", item: "\(name)[\(index)]", file: file, line: line)
        }
        for (index, (item, sent)) in zip(ourWhole, rest).enumerated() {
            assertTakenFromREST(item, sent, at: "", item: "\(name)[\(index)]", file: file, line: line)
        }
    }

    func test_cliIssues_openClosedByABotUnlabelledAndManyLabels_areGhs() throws {
        try assertIssues("cli-cli-issues")
    }

    func test_swiftIssues_tenLabelsAndADeletedAccount_areGhs() throws {
        try assertIssues("swiftlang-swift-issues")
    }

    func test_cliPullRequests_openDraftMergedClosedForkedAndByABot_areGhs() throws {
        let listed = try pullRequests("cli-cli-pulls")

        try assertLists(
            "cli-cli-pulls",
            printed: IssueJSONFormatter.pullRequests(listed, selection: .fields(JSONFields.githubCLIPullRequest)),
            whole: IssueJSONFormatter.pullRequests(listed, selection: .allFields), file: #filePath, line: #line)
    }

    func test_olderServersPullRequests_withoutLabelsOrDraft_areNullThere() throws {
        let listed = try pullRequests("enterprise-pulls-without-labels-or-draft")

        try assertLists(
            "enterprise-pulls-without-labels-or-draft",
            printed: IssueJSONFormatter.pullRequests(listed, selection: .fields(JSONFields.githubCLIPullRequest)),
            whole: IssueJSONFormatter.pullRequests(listed, selection: .allFields), file: #filePath, line: #line)
    }

    func test_fixtures_coverWhatTheyClaim() throws {
        let pulls = try pullRequests("cli-cli-pulls")
        let issues = try issues("cli-cli-issues") + issues("swiftlang-swift-issues")

        XCTAssertEqual(Set(pulls.map(\.status)), [.open, .draft, .merged, .closed])
        XCTAssertTrue(pulls.contains { $0.headRepositoryOwner != nil })
        XCTAssertTrue(pulls.contains { $0.authorType == "Bot" })
        XCTAssertEqual(Set(issues.map(\.state)), [.open, .closed])
        XCTAssertTrue(issues.contains { $0.labels?.isEmpty == true })
        XCTAssertTrue(issues.contains { ($0.labels?.count ?? 0) >= 10 })
        XCTAssertTrue(issues.contains { $0.author == nil })
        XCTAssertTrue(issues.contains { $0.authorType == "Bot" })
    }
}
