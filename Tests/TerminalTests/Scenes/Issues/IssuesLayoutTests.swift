import Application
import Domain
import Foundation
import StyledText
import XCTest

@testable import Terminal

/// A repository's issues drawn by the layout every list shares, with `IssuesScreen`'s title, status and columns.
final class IssuesLayoutTests: XCTestCase {
    private let repository = RepoReference(owner: "octo-org", name: "tracker")

    private func issue(
        _ number: Int, title: String = "Crash on start", author: String? = "octocat", labels: [String] = [],
        state: IssueState = .open
    )
        -> GithubIssue
    {
        GithubIssue(
            number: number, title: title, state: state, author: author, labels: labels.map { IssueLabel(name: $0) },
            commentCount: number, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_767_225_600), closedAt: nil,
            htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/\(number)")!, body: nil)
    }

    private func state(_ issues: [GithubIssue], filter: IssueStateFilter = .open) throws -> ListViewState<IssuesScreen>
    {
        let query = try IssueQuery(repository: repository, state: filter)
        let page = IssuePage(query: query, items: issues, hasNextLink: false, lastPage: nil, rateLimit: nil)
        var state = ListViewState<IssuesScreen>(scene: IssuesScreen.SceneState(repository: repository, state: filter))
        state.show(
            [.firstPageRequested(query), .firstPageLoaded(page)].reduce(PagedListState(), PagedListState.reduce))
        return state
    }

    func test_rows_showNumberTitleAuthorLabelsCommentsAndUpdated_at80Columns() throws {
        let frame = ListLayout.frame(
            try state([issue(12, labels: ["bug", "good first issue"]), issue(7, author: nil)]),
            size: TerminalSize(rows: 24, columns: 80))
        XCTAssertTrue(frame.text(ofRow: 0).hasPrefix("RepoBrowser  octo-org/tracker · issues"))
        XCTAssertTrue(frame.text(ofRow: 1).contains("state: open"), frame.text(ofRow: 1))
        let heading = frame.text(ofRow: 2)
        for column in ["#", "TITLE", "AUTHOR", "LABELS", "COMMENTS", "UPDATED"] {
            XCTAssertTrue(heading.contains(column), "\(column) in \(heading)")
        }
        let first = frame.text(ofRow: 3)
        for cell in ["#12", "Crash on start", "octocat", "bug, good first issue", "12", "2026-01-01"] {
            XCTAssertTrue(first.contains(cell), "\(cell) in \(first)")
        }
        XCTAssertTrue(frame.text(ofRow: 4).contains("ghost"), "a deleted account reads as GitHub shows it")
    }

    func test_narrowScreen_dropsLabelsFirst_andKeepsNumberAndTitle() throws {
        let frame = ListLayout.frame(
            try state([issue(1234, title: "A title that is long enough to need cutting", labels: ["enhancement"])]),
            size: TerminalSize(rows: 10, columns: 40))
        XCTAssertFalse(frame.text(ofRow: 2).contains("LABELS"))
        XCTAssertTrue(frame.text(ofRow: 3).contains("#1234"))
        XCTAssertTrue(frame.text(ofRow: 3).contains("A title"))
        XCTAssertLessThanOrEqual(DisplayWidth.of(frame.text(ofRow: 3)), 40)
    }

    func test_hostileTitleAndLabel_areOneInertLine() throws {
        let frame = ListLayout.frame(
            try state([issue(1, title: "evil\u{1B}]0;title\u{07}\nnext", labels: ["\u{1B}[31mred"])]),
            size: TerminalSize(rows: 10, columns: 100))
        let row = frame.text(ofRow: 3)
        XCTAssertFalse(row.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\n" }, row)
        XCTAssertTrue(row.contains("evil"))
    }

    func test_noIssues_saysSoForTheFilterShown_onlyOnceAnswered() throws {
        XCTAssertTrue(
            ListLayout.frame(try state([]), size: TerminalSize(rows: 10, columns: 80)).text(ofRow: 3)
                .contains("No open issues in octo-org/tracker."))
        XCTAssertTrue(
            ListLayout.frame(try state([], filter: .all), size: TerminalSize(rows: 10, columns: 80)).text(ofRow: 3)
                .contains("No issues in octo-org/tracker."))
        let waiting = ListViewState<IssuesScreen>(scene: IssuesScreen.SceneState(repository: repository, state: .open))
        XCTAssertTrue(
            ListLayout.frame(waiting, size: TerminalSize(rows: 10, columns: 80)).text(ofRow: 3)
                .contains("Loading issues"))
    }

    func test_filterAll_showsEachIssuesState_andAStateFilterThatHoldsOneDoesNot() throws {
        let issues = [issue(3, labels: ["bug"]), issue(2, state: .closed)]
        let all = ListLayout.frame(try state(issues, filter: .all), size: TerminalSize(rows: 10, columns: 80))
        XCTAssertTrue(all.text(ofRow: 2).contains("STATE"), all.text(ofRow: 2))
        XCTAssertTrue(all.text(ofRow: 3).contains("OPEN"), all.text(ofRow: 3))
        XCTAssertTrue(all.text(ofRow: 4).contains("CLOSED"), all.text(ofRow: 4))
        let narrow = ListLayout.frame(try state(issues, filter: .all), size: TerminalSize(rows: 10, columns: 40))
        XCTAssertTrue(narrow.text(ofRow: 4).contains("CLOSED"), "never dropped: \(narrow.text(ofRow: 4))")
        let open = ListLayout.frame(try state(issues), size: TerminalSize(rows: 10, columns: 80))
        XCTAssertFalse(open.text(ofRow: 2).contains("STATE"), open.text(ofRow: 2))
    }

    func test_stateColumn_shownOnceTheFilterIsAll_isAsWideAsTheRowsShownBefore() throws {
        var state = try state([issue(2, state: .closed)])
        state.scene.state = .all

        let frame = ListLayout.frame(state, size: TerminalSize(rows: 10, columns: 80))

        XCTAssertTrue(frame.text(ofRow: 3).contains("CLOSED"), "measured while hidden: \(frame.text(ofRow: 3))")
    }

    func test_filter_isShownInTheStatus_andEditedOverTheMessageRow() throws {
        var state = try state([issue(1)])
        state.scene.filter = "label:bug author:octocat"
        let shown = ListLayout.frame(state, size: TerminalSize(rows: 10, columns: 80))
        XCTAssertTrue(
            shown.text(ofRow: 1).contains("state: open · filter: label:bug author:octocat"), shown.text(ofRow: 1))
        state.scene.filterEditor = QueryEditor(text: "label:bug")
        let editing = ListLayout.frame(state, size: TerminalSize(rows: 10, columns: 80))
        XCTAssertTrue(editing.text(ofRow: 8).contains("/ label:bug"), editing.text(ofRow: 8))
        XCTAssertTrue(editing.text(ofRow: 9).hasPrefix("Enter filter  Esc cancel"), editing.text(ofRow: 9))
    }
}
