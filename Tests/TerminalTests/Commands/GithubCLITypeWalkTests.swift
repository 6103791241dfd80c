import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// Every gh name of every command's `--json` keeps gh's type whatever GitHub leaves out: each optional member of a
/// recorded answer (a search item, a repository, an issue and a pull request of a real list, a conversation's item,
/// comments and reviews) is taken out, and then sent as `null`, one at a time, at every depth; the item is read as
/// the program reads it and printed with every gh name of the command. Each value must have the type it has for the
/// whole item, `null` only where man/USAGE.md's table says gh prints `null` or for a time (`GithubCLITypes`).
final class GithubCLITypeWalkTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func json(_ path: String) throws -> JSONValue {
        try JSONParser.parse(Data(contentsOf: Self.root.appendingPathComponent(path)))
    }

    private func element(_ value: JSONValue, _ index: Int = 0) throws -> JSONValue {
        guard case .array(let items) = value, items.indices.contains(index) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return items[index]
    }

    /// `value` with each member taken out, then each sent as `null`, one at a time, at every depth (an array's first
    /// element stands for the others), with the member's path.
    private func stripped(_ value: JSONValue, path: String = "") -> [(path: String, value: JSONValue)] {
        switch value {
        case .object(let members):
            return members.flatMap { key, member -> [(path: String, value: JSONValue)] in
                let inner = path.isEmpty ? key.name : "\(path).\(key.name)"
                var without = members
                without[key] = nil
                var asNull = members
                asNull[key] = .null
                let deeper = stripped(member, path: inner).map { change in
                    var changed = members
                    changed[key] = change.value
                    return (change.path, JSONValue.object(changed))
                }
                return [(inner + " (absent)", .object(without)), (inner + " (null)", .object(asNull))] + deeper
            }
        case .array(let items):
            guard let first = items.first else { return [] }
            return stripped(first, path: path + "[]").map { change in
                (change.path, .array([change.value] + items.dropFirst()))
            }
        default:
            return []
        }
    }

    /// Prints `fields` of `item` and of each stripped copy that still reads (`print` is `nil` for one that does not:
    /// a required member), and holds every copy's values to gh's types for `command`.
    private func walk(
        _ command: String, item: JSONValue, fields: [String], file: StaticString = #filePath, line: UInt = #line,
        print: (JSONValue) -> JSONValue?
    ) throws {
        let nullable = try GithubCLITypes.nullableNames(of: command)
        let full = try XCTUnwrap(print(item), "\(command): the whole item does not read", file: file, line: line)
        for field in fields {
            let value = member(field, of: full)
            if value == .null {
                XCTAssertTrue(
                    nullable.contains(field), "\(command) --json \(field): null for the whole item", file: file,
                    line: line)
            }
        }
        var read = 0
        for change in stripped(item) {
            guard let printed = print(change.value) else { continue }
            read += 1
            for field in fields {
                GithubCLITypes.assertSameType(
                    member(field, of: printed), as: member(field, of: full), nullable: nullable, field: field,
                    context: "\(command) --json, \(change.path)", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(read, 10, "\(command): items without an optional member were read", file: file, line: line)
    }

    private func member(_ name: String, of object: JSONValue) -> JSONValue? {
        guard case .object(let members) = object else { return nil }
        return members[JSONKey(name)]
    }

    /// The gh names of the command whose `--json` option is `option`.
    private func githubCLIFields(_ option: OptionDefinition) -> [String] {
        option.choiceGroups.last?.choices ?? []
    }

    private func repository(_ item: JSONValue) -> GithubRepo? {
        try? GithubRepo(map: JSONMap(item))
    }

    func test_search_starred_andRepos() throws {
        let item = try element(
            member("items", of: json("Tests/DomainTests/Fixtures/search-repositories-page.json")) ?? .null)
        for (command, option) in [
            ("search", OptionDefinition.searchJSON), ("starred", .starredJSON), ("repos", .ownerRepositoriesJSON),
        ] {
            let fields = githubCLIFields(option)
            try walk(command, item: item, fields: fields) { item in
                repository(item).map { repository in
                    (try? element(
                        RepoJSONFormatter.searchResults(
                            SearchResults(items: [repository], totalCount: 1, isIncomplete: false),
                            selection: .fields(fields)))) ?? .null
                }
            }
        }
    }

    func test_show() throws {
        let fields = githubCLIFields(.showJSON)
        try walk("show", item: try json("Tests/DomainTests/Fixtures/repository.json"), fields: fields) { item in
            repository(item).map { repository in
                var detail = RepoDetailState(summary: repository)
                detail.repository = .loaded(repository)
                detail.languages = .loaded([LanguageShare(name: "C++", byteCount: 900, fraction: 1)])
                detail.latestRelease = .loaded(
                    Release(tagName: "v1", name: "One", publishedAt: Date(), htmlURL: URL(string: "https://x.example")))
                return RepoJSONFormatter.detail(detail, selection: .fields(fields))
            }
        }
    }

    func test_issues() throws {
        let fields = githubCLIFields(.issuesJSON)
        let item = try element(json("Tests/TerminalTests/Fixtures/GithubCLILists/cli-cli-issues.json"))
        try walk("issues", item: item, fields: fields) { item in
            (try? GithubIssue(map: JSONMap(item))).flatMap { issue in
                try? element(IssueJSONFormatter.issues([issue], selection: .fields(fields)))
            }
        }
    }

    func test_prs() throws {
        let fields = githubCLIFields(.pullRequestsJSON)
        let item = try element(json("Tests/TerminalTests/Fixtures/GithubCLILists/cli-cli-pulls.json"))
        try walk("prs", item: item, fields: fields) { item in
            (try? GithubPullRequest(map: JSONMap(item))).flatMap { pullRequest in
                try? element(IssueJSONFormatter.pullRequests([pullRequest], selection: .fields(fields)))
            }
        }
    }

    func test_issueView_andPrView_overTheItemItsCommentsAndReviews() throws {
        let folder = "Tests/TerminalTests/Fixtures/GithubCLIViews/"
        let issue = try json(folder + "open-issue.issue.json")
        let comment = try element(json(folder + "open-issue.comments.json"))
        let fields = JSONFields.githubCLIIssueView
        func printIssue(_ issue: JSONValue, comment: JSONValue) -> JSONValue? {
            guard let issue = try? IssueDetail(map: JSONMap(issue)),
                let comment = try? IssueComment(map: JSONMap(comment))
            else { return nil }
            return ConversationJSONFormatter.object(
                ConversationSubject(issue: issue, pullRequest: nil), owner: "octo-org", comments: [comment],
                reviews: [], fields: fields)
        }
        try walk("issue view", item: issue, fields: fields) { printIssue($0, comment: comment) }
        try walk("issue view", item: comment, fields: ["comments"]) { printIssue(issue, comment: $0) }

        let pullIssue = try json(folder + "merged-pull-request.issue.json")
        let pull = try json(folder + "merged-pull-request.pull.json")
        let review = try element(json(folder + "merged-pull-request.reviews.json"))
        let pullFields = JSONFields.githubCLIPullRequestView
        func printPull(_ pull: JSONValue, review: JSONValue) -> JSONValue? {
            guard let issue = try? IssueDetail(map: JSONMap(pullIssue)),
                let pull = try? PullRequestDetail(map: JSONMap(pull)),
                let review = try? PullRequestReview(map: JSONMap(review))
            else { return nil }
            return ConversationJSONFormatter.object(
                ConversationSubject(issue: issue, pullRequest: pull), owner: "octo-org", comments: [],
                reviews: [review], fields: pullFields)
        }
        try walk("pr view", item: pull, fields: pullFields) { printPull($0, review: review) }
        try walk("pr view", item: review, fields: ["reviews"]) { printPull(pull, review: $0) }
    }

    func test_theTypeCheck_catchesANullAndAKindChanged_andLetsATimeOrANullableNameBeNull() {
        XCTAssertEqual(GithubCLITypes.mismatches(.null, .string("x"), nullable: [], at: "title").count, 1)
        XCTAssertEqual(GithubCLITypes.mismatches(.string(""), .array([]), nullable: [], at: "labels").count, 1)
        XCTAssertEqual(
            GithubCLITypes.mismatches(
                .object(["dueOn": .null]), .object(["dueOn": .string("x")]), nullable: ["dueOn"], at: "milestone"), [])
        XCTAssertEqual(
            GithubCLITypes.mismatches(.null, .string("2024-03-01T12:00:00Z"), nullable: [], at: "createdAt"), [])
        XCTAssertEqual(try GithubCLITypes.nullableNames(of: "search"), [])
        XCTAssertTrue(try GithubCLITypes.nullableNames(of: "pr view").isSuperset(of: ["mergedAt", "submittedAt"]))
    }
}
