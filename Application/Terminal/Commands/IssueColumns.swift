import Domain
import Foundation
import StyledText

/// The columns of `issues`, as `gh issue list` prints them.
///
/// On a terminal: ID (`#N`, green while open, magenta once closed), TITLE, LABELS (joined by `, `) and UPDATED (how
/// long ago, gray). Piped: number, state (`OPEN`, `CLOSED`), title, labels and the update time in RFC 3339. Titles
/// have their whitespace runs collapsed, as every cell does.
enum IssueColumns {
    /// The table's columns, times told from `now`.
    static func terminal(now: Date) -> [TableColumn<GithubIssue>] {
        [
            TableColumn(
                "ID", fit: .whole, text: { "#\($0.number)" },
                style: { TextStyle(foreground: $0.state == .open ? .green : .magenta) }),
            TableColumn("TITLE", fit: .shared(minimum: 10)) { $0.title },
            TableColumn("LABELS", fit: .shared(minimum: 6)) { labels($0.labels) },
            TableColumn(
                "UPDATED", fit: .whole, text: { DisplayFormat.timeAgo($0.updatedAt, now: now) },
                style: { _ in TextStyle(foreground: .gray) }),
        ]
    }

    /// The tab-separated columns.
    static let piped: [TableColumn<GithubIssue>] = [
        TableColumn("ID") { String($0.number) },
        TableColumn("STATE") { $0.state.rawValue.uppercased() },
        TableColumn("TITLE") { $0.title },
        TableColumn("LABELS") { labels($0.labels) },
        TableColumn("UPDATED") { GithubTimestamp.string(from: $0.updatedAt) },
    ]

    /// The labels' names, each one safe line, joined by `, `, as gh joins them.
    static func labels(_ labels: [IssueLabel]) -> String {
        labels.map { ListTableFormatter.cell($0.name) }.joined(separator: ", ")
    }
}
