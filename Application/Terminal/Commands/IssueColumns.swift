import Domain
import Foundation
import StyledText

/// The columns of `issues`, as `gh issue list` prints them.
///
/// On a terminal: ID (`#N`, green while open, magenta once closed), TITLE (what is left), LABELS (joined by `, `, at
/// most 40 wide, left out first on a narrow terminal) and UPDATED (how long ago, gray; left out next). Piped: number,
/// state (`OPEN`, `CLOSED`), title, labels and the update time in RFC 3339. Titles have their whitespace runs
/// collapsed, as every cell does.
enum IssueColumns {
    /// The table's columns, times told from `now`.
    static func terminal(now: Date) -> [TableColumn<GithubIssue>] {
        [
            TableColumn(
                "ID", width: .content(maximum: .max),
                style: { TextStyle(foreground: $0.state == .open ? .green : .magenta) }, text: { "#\($0.number)" }),
            TableColumn("TITLE", width: .rest(minimum: 10)) { $0.title },
            TableColumn("LABELS", width: .content(maximum: 40), dropOrder: 2) { labels($0.labels) },
            TableColumn(
                "UPDATED", width: .content(maximum: .max), dropOrder: 1, style: { _ in TextStyle(foreground: .gray) },
                text: { DisplayFormat.timeAgo($0.updatedAt, now: now) }),
        ]
    }

    /// The tab-separated columns.
    static let piped: [TableColumn<GithubIssue>] = [
        .piped("ID") { String($0.number) },
        .piped("STATE") { $0.state.rawValue.uppercased() },
        .piped("TITLE") { $0.title },
        .piped("LABELS") { labels($0.labels) },
        .piped("UPDATED") { GithubTimestamp.string(from: $0.updatedAt) },
    ]

    /// The labels' names, each one safe line, joined by `, `, as gh joins them.
    static func labels(_ labels: [IssueLabel]) -> String {
        labels.map { ListTableFormatter.cell($0.name) }.joined(separator: ", ")
    }
}
