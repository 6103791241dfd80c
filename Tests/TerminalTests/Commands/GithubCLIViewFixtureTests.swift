import CommandLineInterface
import Domain
import Foundation
import Reactive
import XCTest

@testable import Application
@testable import Terminal

/// `issue view` and `pr view` against what gh prints for the same item, over the REST answers kept in
/// `Fixtures/GithubCLIViews` (each case's issue, comments, pull request and reviews beside gh's raw preview, raw
/// comments and `--json`, all written by the folder's `make_github_cli_views.py`): an open issue, one closed as not
/// planned, no body, a deleted author, 250 comments over three pages, a merged pull request with reviews of every
/// verdict (and that pull request through `issue view`), a draft from a fork with auto-merge on, and an older server's
/// objects without the newer members.
///
/// The raw previews are compared byte for byte, but for one difference kept on purpose: a body's `\r\n` is printed as
/// `\n` (a carriage return is a control, and controls are never passed to the terminal). The JSON is compared value
/// for value.
final class GithubCLIViewFixtureTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/GithubCLIViews")

    private struct Case: Decodable {
        let name: String
        let command: String
        let repository: String
        let number: Int
    }

    /// A conversation's use case answering from one case's files, the comments a page of `perPage` at a time.
    private struct FixtureUseCase: ConversationUseCaseType {
        let issue: IssueDetail
        let pullRequest: PullRequestDetail?
        let comments: [IssueComment]
        let reviews: [PullRequestReview]

        func subject(_ reference: ConversationReference) -> Observable<ConversationSubject> {
            .just(ConversationSubject(issue: issue, pullRequest: issue.isPullRequest ? pullRequest : nil))
        }

        func pullRequest(_ reference: ConversationReference) -> Observable<ConversationSubject> {
            guard let pullRequest else { return .error(RepositoryError.notAPullRequest(reference)) }
            return .just(ConversationSubject(issue: issue, pullRequest: pullRequest))
        }

        func comments(_ query: IssueCommentQuery) -> Observable<IssueCommentPage> {
            let start = (query.page - 1) * query.perPage
            let items = Array(comments.dropFirst(start).prefix(query.perPage))
            return .just(
                IssueCommentPage(
                    query: query, items: items, hasNextLink: start + query.perPage < comments.count, lastPage: nil,
                    rateLimit: nil))
        }

        func reviews(_ reference: ConversationReference) -> Observable<[PullRequestReview]> {
            .just(reviews)
        }
    }

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: Self.folder.appendingPathComponent(name))
    }

    private func text(_ name: String) throws -> String {
        try XCTUnwrap(String(data: try data(name), encoding: .utf8))
    }

    private func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(data(name))
    }

    private func cases() throws -> [Case] {
        try JSONDecoder().decode([Case].self, from: data("cases.json"))
    }

    private func useCase(_ fixture: Case) throws -> FixtureUseCase {
        let name = fixture.name
        let hasPull = FileManager.default.fileExists(
            atPath: Self.folder.appendingPathComponent("\(name).pull.json").path)
        return FixtureUseCase(
            issue: try IssueDetail(map: JSONMap(json("\(name).issue.json"))),
            pullRequest: hasPull ? try PullRequestDetail(map: JSONMap(json("\(name).pull.json"))) : nil,
            comments: try JSONMap(json("\(name).comments.json")).elements(),
            reviews: hasPull ? try JSONMap(json("\(name).reviews.json")).elements() : [])
    }

    private func run(
        _ fixture: Case, display: ReadmeDisplay = .asSent,
        _ options: (ConversationReference) -> ConversationViewOptions
    ) async throws -> CommandReport {
        let parts = fixture.repository.split(separator: "/").map(String.init)
        let reference = ConversationReference(
            repository: RepoReference(owner: parts[0], name: parts[1]), number: fixture.number)
        return await ConversationViewCommand(
            isPullRequest: fixture.command == "pr", reference: reference, options: options(reference),
            useCase: try useCase(fixture), display: display,
            now: { Date(timeIntervalSince1970: 1_714_521_600) }  // 2024-05-01
        ).run()
    }

    func test_rawPreview_isGithubCLIs() async throws {
        for fixture in try cases() {
            let report = try await run(fixture) { _ in ConversationViewOptions(number: fixture.number) }
            let expected = try text("\(fixture.name).raw.txt").replacingOccurrences(of: "\r\n", with: "\n")
            XCTAssertNil(report.failure, fixture.name)
            XCTAssertEqual(report.output, expected, fixture.name)
        }
    }

    func test_rawComments_areGithubCLIs() async throws {
        for fixture in try cases() {
            let report = try await run(fixture) { _ in
                ConversationViewOptions(number: fixture.number, showsComments: true)
            }
            XCTAssertNil(report.failure, fixture.name)
            XCTAssertEqual(report.output, try text("\(fixture.name).comments.txt"), fixture.name)
        }
    }

    func test_json_everyFieldIsGithubCLIs() async throws {
        for fixture in try cases() {
            let fields =
                fixture.command == "pr" ? JSONFields.githubCLIPullRequestView : JSONFields.githubCLIIssueView
            let report = try await run(fixture) { _ in
                ConversationViewOptions(number: fixture.number, jsonFields: fields)
            }
            guard case .object(let ours) = try JSONParser.parse(Data(report.output.utf8)),
                case .object(let theirs) = try json("\(fixture.name).gh.json")
            else { return XCTFail("\(fixture.name): not an object") }
            XCTAssertEqual(Set(ours.keys), Set(fields.map { JSONKey($0) }), fixture.name)
            XCTAssertEqual(Set(theirs.keys), Set(fields.map { JSONKey($0) }), "\(fixture.name): the fixture's fields")
            for key in fields.map({ JSONKey($0) }) {
                XCTAssertEqual(ours[key], theirs[key], "\(fixture.name) \(key.name)")
            }
        }
    }

    /// The text a person reads: the preview with its styles taken out.
    private func humanPreview(_ name: String, showsComments: Bool = false) async throws -> [String] {
        let fixture = try XCTUnwrap(try cases().first { $0.name == name })
        let report = try await run(fixture, display: .rendered(width: 80, colorMode: .disabled)) { _ in
            ConversationViewOptions(number: fixture.number, showsComments: showsComments)
        }
        let plain = report.output.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return plain.components(separatedBy: "\n")
    }

    func test_humanPreview_ofAnIssue_isGithubCLIsLayout() async throws {
        let lines = try await humanPreview("open-issue")

        XCTAssertEqual(
            Array(lines.prefix(6)),
            [
                "Crash on start octo-org/tracker#12", "Open • octocat opened about 2 months ago • 3 comments",
                "2 👍 • 1 🎉", "Assignees: mona, hubot", "Labels: bug, Docs, good first issue", "Milestone: v1.0",
            ])
        XCTAssertEqual(lines.filter { $0.contains("Not showing 2 comments") }.count, 1)
        XCTAssertTrue(lines.contains("octocat (Owner) • Mar  6, 2024 • Newest comment"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("mona") }, "only the newest comment is shown")
        XCTAssertEqual(
            Array(lines.suffix(3)),
            [
                "Use --comments to view the full conversation",
                "View this issue on GitHub: https://github.com/octo-org/tracker/issues/12", "",
            ])
    }

    func test_humanPreview_withComments_showsEveryOne_andNoSentenceAboutTheOthers() async throws {
        let lines = try await humanPreview("merged-pull-request", showsComments: true)

        XCTAssertEqual(
            Array(lines.prefix(4)),
            [
                "Add a cache octo-org/tracker#3",
                "Merged • octocat wants to merge 3 commits into main from topic-3 • about 2 months ago",
                "+37 -5 • 4 files changed",
                "Reviewers: dependabot (Commented), hubot (Commented), lea (Commented), mona (Approved), "
                    + "monalisa (Requested), octo-org/core (Requested)",
            ])
        let headers = lines.filter { $0.contains(" • Mar ") }
        XCTAssertEqual(
            headers,
            [
                "mona • Mar  2, 2024", "hubot requested changes (Member) • Mar  3, 2024",
                "mona approved (Member) • Mar  4, 2024", "dependabot commented • Mar  5, 2024",
                "lea dismissed (Contributor) • Mar  7, 2024", "octocat approved (Member) • Mar  7, 2024",
                "octocat (Owner) • Mar  8, 2024 • Newest comment",
            ])
        XCTAssertFalse(lines.contains { $0.contains("Not showing") || $0.contains("Use --comments") })
        XCTAssertEqual(
            lines.suffix(2).first, "View this pull request on GitHub: https://github.com/octo-org/tracker/pull/3")
    }

    func test_theFixturesCoverWhatGithubCLIsFormatsTurnOn() throws {
        let names = try cases().map(\.name)
        for name in [
            "open-issue", "closed-not-planned", "no-body", "deleted-author", "many-comments", "merged-pull-request",
            "draft-pull-request", "older-server",
        ] {
            XCTAssertTrue(names.contains(name), name)
        }
        let reviews = try JSONMap(json("merged-pull-request.reviews.json")).elements(as: PullRequestReview.self)
        XCTAssertEqual(
            Set(reviews.compactMap(\.state)), [.approved, .changesRequested, .commented, .dismissed, .pending])
        XCTAssertGreaterThan(
            try JSONMap(json("many-comments.comments.json")).elements(as: IssueComment.self).count,
            2 * IssueCommentQuery.defaultPerPage)
    }
}
