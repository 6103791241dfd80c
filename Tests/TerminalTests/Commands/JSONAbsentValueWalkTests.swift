import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// Every `--json` field of every command that takes a field list, taken from the options the commands declare (a new
/// field is walked without touching this file), printed for an item that has every optional value and for the same
/// item without any. With everything, no field is `null` (a declared name the formatter does not fill would be).
/// Without: under REST's names what GitHub did not send is `null` and never a zero value (the value may only lose what
/// was absent, or be derived from what is left: a pull request no longer merged is `CLOSED`); under gh's names the
/// value keeps gh's type (`GithubCLITypes`, the rule and the table of man/USAGE.md). `history --json` has no optional
/// value to walk.
final class JSONAbsentValueWalkTests: XCTestCase {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)

    /// Every name the option's groups list: REST's, then gh's.
    private func fields(_ option: OptionDefinition) -> (rest: [String], githubCLI: [String]) {
        (option.choiceGroups.first?.choices ?? [], option.choiceGroups.last?.choices ?? [])
    }

    private func repository(full: Bool) -> GithubRepo {
        GithubRepo(
            id: full ? 44_838_949 : nil, name: "swift", fullName: "swiftlang/swift",
            htmlURL: URL(fileURLWithPath: "/swiftlang/swift"),
            description: full ? "The Swift Programming Language" : nil,
            starCount: 69_000, forkCount: 10_500, watcherCount: 69_000, subscriberCount: full ? 2_400 : nil,
            openIssueCount: 8_000, language: full ? "C++" : nil, topics: ["swift"],
            license: full
                ? RepoLicense(
                    spdxID: "Apache-2.0", name: "Apache License 2.0", key: "apache-2.0",
                    url: "https://api.github.com/licenses/apache-2.0") : nil,
            owner: RepoOwner(
                login: "swiftlang", avatarURL: full ? URL(fileURLWithPath: "/avatar") : nil,
                nodeID: full ? "O_kgDOCUoUcg" : nil, type: full ? "Organization" : nil,
                htmlURL: full ? URL(fileURLWithPath: "/swiftlang") : nil),
            isArchived: full ? false : nil, isFork: full ? true : nil, createdAt: full ? day : nil,
            updatedAt: full ? day : nil, pushedAt: full ? day : nil, defaultBranch: full ? "main" : nil,
            homepage: full ? "https://swift.org" : nil, visibility: full ? "public" : nil,
            isPrivate: full ? false : nil,
            isTemplate: full ? false : nil, hasIssues: full ? true : nil,
            cloneURL: full ? "https://github.com/swiftlang/swift.git" : nil,
            sshURL: full ? "git@github.com:swiftlang/swift.git" : nil, parentFullName: full ? "apple/swift" : nil,
            nodeID: full ? "MDEwOlJlcG9zaXRvcnk0NDgzODk0OQ==" : nil)
    }

    private func detail(full: Bool) -> RepoDetailState {
        var detail = RepoDetailState(summary: repository(full: full))
        detail.repository = .loaded(repository(full: full))
        guard full else {
            detail.languages = .failed(.serverError(status: 502))
            detail.contributors = .failed(.unavailable(resource: "contributors", message: "too many to list"))
            detail.latestRelease = .absent
            detail.readme = .absent
            return detail
        }
        detail.languages = .loaded([LanguageShare(name: "C++", byteCount: 900, fraction: 0.9)])
        detail.contributors = .loaded(
            ContributorList(top: [Contributor(login: "mona", contributionCount: 40, htmlURL: nil)], totalCount: 1))
        detail.latestRelease = .loaded(
            Release(
                tagName: "swift-6.0", name: "Swift 6.0", publishedAt: day,
                htmlURL: URL(fileURLWithPath: "/releases/swift-6.0")))
        detail.readme = .loaded(Readme(name: "README.md", text: "# Swift"))
        return detail
    }

    private func label(full: Bool) -> IssueLabel {
        full
            ? IssueLabel(name: "bug", color: "d73a4a", nodeID: "LA_kwDOAq", description: "Something isn't working")
            : IssueLabel(name: "bug")
    }

    private func issue(full: Bool) -> GithubIssue {
        GithubIssue(
            number: 81_234, title: "Crash", state: .closed, author: full ? "mona" : nil, labels: [label(full: full)],
            commentCount: 4, createdAt: day, updatedAt: day, closedAt: full ? day : nil,
            htmlURL: URL(fileURLWithPath: "/issues/81234"), body: full ? "It crashes." : nil,
            authorNodeID: full ? "MDQ6VXNlcjU4MzIzMQ==" : nil, authorType: full ? "User" : nil)
    }

    private func pullRequest(full: Bool) -> GithubPullRequest {
        GithubPullRequest(
            number: 80_001, title: "Fix the crash", state: .closed, isDraft: false, author: full ? "mona" : nil,
            labels: [label(full: full)], headRefName: "fix", headRepositoryOwner: full ? "mona" : nil,
            baseRefName: "main", createdAt: day, updatedAt: day, closedAt: full ? day : nil,
            mergedAt: full ? day : nil, htmlURL: URL(fileURLWithPath: "/pull/80001"),
            authorNodeID: full ? "MDQ6VXNlcjU4MzIzMQ==" : nil, authorType: full ? "User" : nil)
    }

    /// The first element of an array, or the value itself.
    private func first(_ value: JSONValue) -> JSONValue {
        if case .array(let items) = value, let item = items.first { return item }
        return value
    }

    /// Walks the command's names, printing each alone for the full and the sparse item (`print` gives the object of
    /// one item).
    private func walk(
        _ command: String, _ names: (rest: [String], githubCLI: [String]),
        print: (_ full: Bool, _ selection: JSONFieldSelection) -> JSONValue, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertFalse(names.githubCLI.isEmpty, "\(command) declares no gh name", file: file, line: line)
        let nullable = try GithubCLITypes.nullableNames(of: command)
        for name in names.rest + names.githubCLI {
            let full = member(name, of: first(print(true, .fields([name]))))
            let sparse = member(name, of: first(print(false, .fields([name]))))
            XCTAssertNotEqual(
                full, .null, "\(command) --json \(name): null for an item that has it", file: file, line: line)
            if names.githubCLI.contains(name) {
                GithubCLITypes.assertSameType(
                    sparse, as: full, nullable: nullable, field: name, context: "\(command) --json", file: file,
                    line: line)
            } else {
                assertNothingInvented(sparse, full, at: "\(command) --json \(name)", file: file, line: line)
            }
        }
    }

    private func member(_ name: String, of object: JSONValue) -> JSONValue? {
        guard case .object(let members) = object else { return nil }
        return members[JSONKey(name)]
    }

    /// `sparse` only loses what `full` has (`null` in its place), or differs by a value derived from what is left,
    /// never by a zero value.
    private func assertNothingInvented(
        _ sparse: JSONValue?, _ full: JSONValue?, at path: String, file: StaticString, line: UInt
    ) {
        guard let sparse, let full else {
            return XCTFail("\(path): not printed", file: file, line: line)
        }
        switch (sparse, full) {
        case (.null, _):
            return
        case (.object(let sparseMembers), .object(let fullMembers)):
            XCTAssertEqual(Set(sparseMembers.keys), Set(fullMembers.keys), path, file: file, line: line)
            for (key, value) in sparseMembers {
                assertNothingInvented(value, fullMembers[key], at: "\(path).\(key.name)", file: file, line: line)
            }
        case (.array(let sparseItems), .array(let fullItems)):
            XCTAssertEqual(sparseItems.count, fullItems.count, path, file: file, line: line)
            for (sparseItem, fullItem) in zip(sparseItems, fullItems) {
                assertNothingInvented(sparseItem, fullItem, at: "\(path)[]", file: file, line: line)
            }
        case (.string(let text), .string(let fullText)):
            let isZero = text.isEmpty || text == "0001-01-01T00:00:00Z"
            XCTAssertFalse(isZero && text != fullText, "\(path): '\(text)' invented", file: file, line: line)
        case (.integer(let number), .integer):
            XCTAssertTrue(number != 0 || sparse == full, "\(path): 0 invented", file: file, line: line)
        default:
            XCTAssertEqual(sparse, full, "\(path): a value GitHub did not send", file: file, line: line)
        }
    }

    func test_search_everyField() throws {
        try walk("search", fields(.searchJSON)) { full, selection in
            RepoJSONFormatter.searchResults(
                SearchResults(items: [repository(full: full)], totalCount: full ? 1 : nil, isIncomplete: false),
                selection: selection)
        }
    }

    func test_search_wholeAnswer() {
        let print = { (full: Bool) in
            RepoJSONFormatter.searchResults(
                SearchResults(items: [self.repository(full: full)], totalCount: full ? 1 : nil, isIncomplete: false),
                selection: .allFields)
        }

        assertNothingInvented(print(false), print(true), at: "search --json", file: #filePath, line: #line)
        XCTAssertEqual(member("total_count", of: print(false)), .null)
    }

    func test_starred_everyField() throws {
        try walk("starred", fields(.starredJSON)) { full, selection in
            RepoJSONFormatter.searchResults(
                SearchResults(items: [repository(full: full)], totalCount: 1, isIncomplete: false),
                selection: selection)
        }
    }

    func test_repos_everyField() throws {
        try walk("repos", fields(.ownerRepositoriesJSON)) { full, selection in
            RepoJSONFormatter.searchResults(
                SearchResults(items: [repository(full: full)], totalCount: 1, isIncomplete: false),
                selection: selection)
        }
    }

    func test_show_everyField() throws {
        try walk("show", fields(.showJSON)) { full, selection in
            RepoJSONFormatter.detail(detail(full: full), selection: selection)
        }
    }

    func test_show_wholeDetail() {
        let print = { (full: Bool) in RepoJSONFormatter.detail(self.detail(full: full), selection: .allFields) }

        assertNothingInvented(print(false), print(true), at: "show --json", file: #filePath, line: #line)
    }

    func test_issues_everyField() throws {
        try walk("issues", fields(.issuesJSON)) { full, selection in
            IssueJSONFormatter.issues([issue(full: full)], selection: selection)
        }
    }

    func test_issues_wholeObjects() {
        let print = { (full: Bool) in IssueJSONFormatter.issues([self.issue(full: full)], selection: .allFields) }

        assertNothingInvented(print(false), print(true), at: "issues --json", file: #filePath, line: #line)
    }

    func test_prs_everyField() throws {
        try walk("prs", fields(.pullRequestsJSON)) { full, selection in
            IssueJSONFormatter.pullRequests([pullRequest(full: full)], selection: selection)
        }
    }

    func test_prs_wholeObjects() {
        let print = { (full: Bool) in
            IssueJSONFormatter.pullRequests([self.pullRequest(full: full)], selection: .allFields)
        }

        assertNothingInvented(print(false), print(true), at: "prs --json", file: #filePath, line: #line)
    }

    func test_openIssue_andUnmergedPullRequest_haveNullCloseAndMergeTimes() {
        let issue = first(IssueJSONFormatter.issues([issue(full: false)], selection: .fields(["closedAt"])))
        let pullRequest = first(
            IssueJSONFormatter.pullRequests([pullRequest(full: false)], selection: .fields(["closedAt", "mergedAt"])))

        XCTAssertEqual(issue, .object(["closedAt": .null]))
        XCTAssertEqual(pullRequest, .object(["closedAt": .null, "mergedAt": .null]))
    }
}
