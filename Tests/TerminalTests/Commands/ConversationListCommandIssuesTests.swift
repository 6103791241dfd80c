import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// `issues` prints what `gh issue list` prints, grown page by page to the limit.
final class ConversationListCommandIssuesTests: XCTestCase {
    private let now = IssueFixtures.updated.addingTimeInterval(2 * 86_400 + 60)

    private func run(
        _ options: IssuesOptions = IssuesOptions(), _ useCase: IssuesUseCaseStub,
        presentation: ListPresentation = .lines
    ) async -> CommandReport {
        await ConversationListCommand(
            .issues(options, useCase), repository: IssueFixtures.repository, presentation: presentation, now: now
        ).run()
    }

    func test_piped_rowsAreGhsTabSeparatedColumns_numberStateTitleLabelsUpdated() async {
        let issues = [
            IssueFixtures.issue(
                12, labels: [IssueLabel(name: "bug", color: "d73a4a"), IssueLabel(name: "good first issue")]),
            IssueFixtures.issue(7, title: "Old one", state: .closed, author: nil),
        ]

        let report = await run(IssuesOptions(state: .all), IssuesUseCaseStub(issues))

        XCTAssertEqual(
            report.output,
            "12\tOPEN\tCrash on launch\tbug, good first issue\t2024-01-02T03:04:05Z\n"
                + "7\tCLOSED\tOld one\t\t2024-01-02T03:04:05Z\n")
        XCTAssertNil(report.failure)
    }

    func test_absentFields_areBlankWhenPiped_nullUnderRESTsNames_andGhsTypeUnderGhs() async {
        let bare = GithubIssue(
            number: 3, title: "Bare", state: nil, author: nil, labels: nil, commentCount: nil, createdAt: nil,
            updatedAt: nil, closedAt: nil, htmlURL: nil, body: nil)

        let piped = await run(IssuesOptions(), IssuesUseCaseStub([bare]))
        let json = await run(
            IssuesOptions(json: .fields(["state", "labels", "comments", "updated_at", "html_url"])),
            IssuesUseCaseStub([bare]))

        XCTAssertEqual(piped.output, "3\t\tBare\t\t\n")
        XCTAssertEqual(
            json.output, #"[{"comments":null,"html_url":null,"labels":[],"state":"","updated_at":null}]"# + "\n")
    }

    func test_hostileTitlesAndLabels_areOneInertLineEach() async {
        let issue = IssueFixtures.issue(
            1, title: "  Fix\u{1b}]0;owned\u{07}\n\n the\t\tcrash\u{1b}[2J  ",
            labels: [IssueLabel(name: "needs\ttriage\n"), IssueLabel(name: "α, β ✨")])

        let report = await run(IssuesOptions(), IssuesUseCaseStub([issue]))

        XCTAssertEqual(
            report.output, "1\tOPEN\tFix^[]0;owned^G the crash^[[2J\tneeds triage, α, β ✨\t2024-01-02T03:04:05Z\n")
    }

    func test_limit_growsTheListPageByPage_andKeepsAtMostTheLimit() async {
        let useCase = IssuesUseCaseStub(IssueFixtures.issues(250))

        let report = await run(IssuesOptions(limit: 150), useCase)

        XCTAssertEqual(useCase.pages.queries.map(\.page), [1, 2])
        XCTAssertEqual(useCase.pages.queries.first?.perPage, 100)
        XCTAssertEqual(report.output.split(separator: "\n").count, 150)
    }

    func test_filters_areAskedOfTheSource() async {
        let useCase = IssuesUseCaseStub([])

        _ = await run(IssuesOptions(state: .closed, limit: 5, labels: ["bug", "ui"], author: "mona"), useCase)

        let query = useCase.pages.queries.first
        XCTAssertEqual(query?.state, .closed)
        XCTAssertEqual(query?.labels, ["bug", "ui"])
        XCTAssertEqual(query?.author, "mona")
        XCTAssertEqual(query?.perPage, 5)
        XCTAssertEqual(query?.repository, IssueFixtures.repository)
    }

    func test_noIssue_isNoFailure_andSaysGhsSentence_openOrYourSearch() async {
        let cases: [(IssuesOptions, String)] = [
            (IssuesOptions(), "no open issues in octo/widget"),
            (IssuesOptions(state: .closed), "no issues match your search in octo/widget"),
            (IssuesOptions(state: .all), "no issues match your search in octo/widget"),
            (IssuesOptions(labels: ["bug"]), "no issues match your search in octo/widget"),
        ]
        for (options, sentence) in cases {
            let report = await run(options, IssuesUseCaseStub([]))
            XCTAssertEqual(report, CommandReport(output: "", notice: sentence))
        }
    }

    func test_json_noIssue_isAnEmptyArray() async {
        let report = await run(IssuesOptions(json: .allFields), IssuesUseCaseStub([]))

        XCTAssertEqual(report.output, "[]\n")
        XCTAssertNil(report.notice)
    }

    func test_json_fieldsByGhsAndRESTsNames_aDeletedAccountIsGhs_andAnOpenIssuesCloseIsNull() async {
        let issues = [IssueFixtures.issue(3, author: nil), IssueFixtures.issue(2, labels: [IssueLabel(name: "bug")])]

        let report = await run(
            IssuesOptions(json: .fields(["number", "author", "user", "url", "labels", "closedAt"])),
            IssuesUseCaseStub(issues))

        XCTAssertEqual(
            report.output,
            #"[{"author":{"is_bot":true,"login":"app/"},"closedAt":null,"labels":[],"number":3,"url":"https://github.com/octo/widget/issues/3","user":null},"#
                + #"{"author":{"id":"MDQ6VXNlcjU4MzIzMQ==","is_bot":false,"login":"mona","name":""},"closedAt":null,"#
                + #""labels":[{"color":"","description":"","id":"","name":"bug"}],"number":2,"#
                + #""url":"https://github.com/octo/widget/issues/2","#
                + #""user":{"login":"mona","node_id":"MDQ6VXNlcjU4MzIzMQ==","type":"User"}}]"#
                + "\n")
    }

    func test_terminal_isGhsTable_withTheSummaryAndHowLongAgo() async {
        let issues = [IssueFixtures.issue(12, labels: [IssueLabel(name: "bug")]), IssueFixtures.issue(9)]

        let report = await run(
            IssuesOptions(), IssuesUseCaseStub(issues), presentation: .table(columns: 80, colorMode: .disabled))

        XCTAssertEqual(
            report.output,
            """
            Showing 2 of 2 open issues in octo/widget

            ID   TITLE            LABELS  UPDATED
            #12  Crash on launch  bug     about 2 days ago
            #9   Crash on launch          about 2 days ago

            """)
    }

    func test_terminal_withPagesLeft_saysTheFirstN() async {
        let report = await run(
            IssuesOptions(limit: 2, author: "mona"), IssuesUseCaseStub(IssueFixtures.issues(5)),
            presentation: .table(columns: 80, colorMode: .disabled))

        XCTAssertTrue(
            report.output.hasPrefix("Showing the first 2 issues in octo/widget that match your search\n"),
            report.output)
    }

    func test_unreadableIssues_areCountedInAWarning() async {
        let report = await run(IssuesOptions(limit: 3), IssuesUseCaseStub(IssueFixtures.issues(3), skippedPerPage: 1))

        XCTAssertEqual(report.warnings, ["1 issue in GitHub's answer could not be read and was left out."])
    }

    func test_aSourceWithoutIssues_failsWithItsSentence() async {
        let error = RepositoryError.notRecorded(reason: "The offline snapshot has no issues")

        let report = await run(IssuesOptions(), IssuesUseCaseStub([], error: error))

        XCTAssertEqual(report.output, "")
        XCTAssertTrue(report.failure?.contains("The offline snapshot has no issues") ?? false, "\(report)")
    }

    func test_web_opensGhsSearchTerms() throws {
        let base = try XCTUnwrap(URL(string: "https://github.com"))

        XCTAssertEqual(
            ConversationListCommand.web(
                base: base, repository: IssueFixtures.repository, list: .issues(IssuesOptions(), IssuesUseCaseStub([]))
            )
            .absoluteString,
            "https://github.com/octo/widget/issues?q=state%3Aopen%20type%3Aissue")
        XCTAssertEqual(
            ConversationListCommand.web(
                base: base, repository: IssueFixtures.repository,
                list: .issues(
                    IssuesOptions(state: .all, labels: ["help wanted", "bug"], author: "mona"), IssuesUseCaseStub([]))
            ).absoluteString,
            "https://github.com/octo/widget/issues?q=author%3Amona%20label%3A%22help%20wanted%22%20label%3Abug%20type%3Aissue"
        )
    }
}
