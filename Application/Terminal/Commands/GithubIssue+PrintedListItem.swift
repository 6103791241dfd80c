import Application
import CommandLineInterface
import Domain
import Foundation
import StyledText

/// An issue as `issues` prints it, in `gh issue list`'s columns.
///
/// On a terminal: ID (`#N`, green while open, magenta once closed), TITLE (what is left), LABELS (joined by `, `, at
/// most 40 wide, left out first on a narrow terminal) and UPDATED (how long ago, gray; left out next). Piped: number,
/// state (`OPEN`, `CLOSED`), title, labels and the update time in RFC 3339. Titles have their whitespace runs
/// collapsed, as every cell does.
extension GithubIssue: PrintedListItem {
    static var itemName: (one: String, many: String) { ("issue", "issues") }

    /// The table's columns, times told from `now`.
    static func terminalColumns(now: Date) -> [TableColumn<GithubIssue>] {
        [
            TableColumn(
                "ID", width: .content(maximum: .max),
                style: { TextStyle(foreground: $0.state.map { $0 == .open ? .green : .magenta }) },
                text: { "#\($0.number)" }),
            TableColumn("TITLE", width: .rest(minimum: 10)) { $0.title },
            TableColumn("LABELS", width: .content(maximum: 40), dropOrder: 2) { labels($0.labels) },
            TableColumn(
                "UPDATED", width: .content(maximum: .max), dropOrder: 1, style: { _ in TextStyle(foreground: .gray) },
                text: { $0.updatedAt.map { DisplayFormat.timeAgo($0, now: now) } ?? "" }),
        ]
    }

    /// The tab-separated columns.
    static var pipedColumns: [TableColumn<GithubIssue>] {
        [
            .piped("ID") { String($0.number) },
            .piped("STATE") { $0.state?.rawValue.uppercased() ?? "" },
            .piped("TITLE") { $0.title },
            .piped("LABELS") { labels($0.labels) },
            .piped("UPDATED") { $0.updatedAt.map(GithubTimestamp.string(from:)) ?? "" },
        ]
    }

    static func json(_ items: [GithubIssue], selection: JSONFieldSelection) -> JSONValue {
        IssueJSONFormatter.issues(items, selection: selection)
    }

    /// The labels' names, each one safe line, joined by `, `, as gh joins them; blank when none were sent.
    static func labels(_ labels: [IssueLabel]?) -> String {
        (labels ?? []).map { ListTableFormatter.cell($0.name) }.joined(separator: ", ")
    }
}
