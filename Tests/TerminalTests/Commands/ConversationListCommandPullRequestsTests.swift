import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// `prs` prints what `gh pr list` prints: gh's states and branch names.
final class ConversationListCommandPullRequestsTests: XCTestCase {
    private let pullRequests = [
        IssueFixtures.pullRequest(40, title: "Add\t a   widget"),
        IssueFixtures.pullRequest(39, isDraft: true, branch: "wip"),
        IssueFixtures.pullRequest(
            38, state: .closed, fork: "mona", branch: "fix-crash", mergedAt: IssueFixtures.updated),
        IssueFixtures.pullRequest(37, state: .closed, fork: "drive-by", author: nil),
        IssueFixtures.pullRequest(36, state: .closed, isDraft: true),
    ]

    private func run(
        _ options: PullRequestsOptions, presentation: ListPresentation = .lines
    ) async -> CommandReport {
        await ConversationListCommand(
            .pullRequests(options, PullRequestsUseCaseStub(pullRequests)), repository: IssueFixtures.repository,
            presentation: presentation, now: IssueFixtures.updated.addingTimeInterval(3 * 3600)
        ).run()
    }

    func test_piped_rowsAreGhsColumns_draftAndMergedAsGhSaysThem_forksAsOwnerBranch() async {
        let report = await run(PullRequestsOptions(state: .all))

        XCTAssertEqual(
            report.output,
            """
            40\tAdd a widget\ttopic\tOPEN\t2024-01-02T03:04:05Z
            39\tAdd a widget\twip\tDRAFT\t2024-01-02T03:04:05Z
            38\tAdd a widget\tmona:fix-crash\tMERGED\t2024-01-02T03:04:05Z
            37\tAdd a widget\tdrive-by:topic\tCLOSED\t2024-01-02T03:04:05Z
            36\tAdd a widget\ttopic\tCLOSED\t2024-01-02T03:04:05Z

            """)
    }

    func test_terminal_colorsTheNumberByStatus() async {
        let report = await run(PullRequestsOptions(state: .all), presentation: .table(columns: 80, colorMode: .enabled))

        XCTAssertTrue(report.output.contains("\u{1b}[0;32m#40"), report.output)
        XCTAssertTrue(report.output.contains("\u{1b}[0;90m#39"), report.output)
        XCTAssertTrue(report.output.contains("\u{1b}[0;35m#38"), report.output)
        XCTAssertTrue(report.output.contains("\u{1b}[0;31m#37"), report.output)
        XCTAssertTrue(report.output.contains("about 3 hours ago"), report.output)
    }

    func test_terminal_withoutColor_isAPlainTable() async {
        let report = await run(PullRequestsOptions(limit: 2), presentation: .table(columns: 60, colorMode: .disabled))

        XCTAssertEqual(
            report.output,
            """
            Showing the first 2 open pull requests in octo/widget

            ID   TITLE         BRANCH  CREATED AT
            #40  Add a widget  topic   about 3 hours ago
            #39  Add a widget  wip     about 3 hours ago

            """)
    }

    func test_absentFields_areBlankWhenPiped_andNullInJSON() async {
        let bare = GithubPullRequest(
            number: 5, title: "Bare", state: nil, isDraft: nil, author: nil, labels: nil, headRefName: nil,
            headRepositoryOwner: nil, baseRefName: nil, createdAt: nil, updatedAt: nil, closedAt: nil, mergedAt: nil,
            htmlURL: nil)
        let command = { (options: PullRequestsOptions) in
            ConversationListCommand(
                .pullRequests(options, PullRequestsUseCaseStub([bare])), repository: IssueFixtures.repository)
        }

        let piped = await command(PullRequestsOptions()).run()
        let json = await command(PullRequestsOptions(json: .fields(["draft", "isDraft", "labels", "head", "state"])))
            .run()

        XCTAssertEqual(piped.output, "5\tBare\t\t\t\n")
        XCTAssertEqual(
            json.output, #"[{"draft":null,"head":{"ref":null},"isDraft":false,"labels":[],"state":""}]"# + "\n")
    }

    func test_json_ghsNamesHoldGhsValues_RESTsNamesRESTs() async {
        let report = await run(
            PullRequestsOptions(limit: 1, json: .fields(["number", "headRefName", "isDraft", "state", "head"])))

        XCTAssertEqual(
            report.output,
            #"[{"head":{"ref":"topic"},"headRefName":"topic","isDraft":false,"number":40,"state":"OPEN"}]"# + "\n")
    }

    func test_query_carriesTheLabelsAndTheBase() async {
        let useCase = PullRequestsUseCaseStub([])

        let report = await ConversationListCommand(
            .pullRequests(PullRequestsOptions(state: .merged, base: "main", labels: ["bug"]), useCase),
            repository: IssueFixtures.repository
        ).run()

        XCTAssertEqual(useCase.pages.queries.first?.labels, ["bug"])
        XCTAssertEqual(useCase.pages.queries.first?.base, "main")
        XCTAssertEqual(useCase.pages.queries.first?.state, .merged)
        XCTAssertEqual(report.notice, "no pull requests match your search in octo/widget")
    }

    func test_web_opensGhsSearchTerms() throws {
        let base = try XCTUnwrap(URL(string: "https://github.com"))
        func web(_ options: PullRequestsOptions) -> String {
            ConversationListCommand.web(
                base: base, repository: IssueFixtures.repository,
                list: .pullRequests(options, PullRequestsUseCaseStub([]))
            ).absoluteString
        }

        XCTAssertEqual(web(PullRequestsOptions()), "https://github.com/octo/widget/pulls?q=state%3Aopen%20type%3Apr")
        XCTAssertEqual(
            web(PullRequestsOptions(state: .merged, base: "release 1", labels: ["ui"])),
            "https://github.com/octo/widget/pulls?q=base%3A%22release%201%22%20is%3Amerged%20label%3Aui%20type%3Apr")
        XCTAssertEqual(web(PullRequestsOptions(state: .all)), "https://github.com/octo/widget/pulls?q=type%3Apr")
    }
}
