import Domain
import Foundation
import StyledText

/// The columns of `prs`, as `gh pr list` prints them.
///
/// On a terminal: ID (`#N`, coloured by status: open green, draft gray, merged magenta, closed red), TITLE, BRANCH
/// (`OWNER:branch` when the head lives in another repository, cyan) and CREATED AT (how long ago, gray). Piped:
/// number, title, branch, status (`OPEN`, `DRAFT`, `MERGED`, `CLOSED`) and the creation time in RFC 3339.
enum PullRequestColumns {
    /// The table's columns, times told from `now`.
    static func terminal(now: Date) -> [TableColumn<GithubPullRequest>] {
        [
            TableColumn(
                "ID", fit: .whole, text: { "#\($0.number)" }, style: { TextStyle(foreground: color(of: $0.status)) }),
            TableColumn("TITLE", fit: .shared(minimum: 10)) { $0.title },
            TableColumn(
                "BRANCH", fit: .shared(minimum: 6), text: { $0.headLabel },
                style: { _ in TextStyle(foreground: .cyan) }),
            TableColumn(
                "CREATED AT", fit: .whole, text: { DisplayFormat.timeAgo($0.createdAt, now: now) },
                style: { _ in TextStyle(foreground: .gray) }),
        ]
    }

    /// The tab-separated columns.
    static let piped: [TableColumn<GithubPullRequest>] = [
        TableColumn("ID") { String($0.number) },
        TableColumn("TITLE") { $0.title },
        TableColumn("BRANCH") { $0.headLabel },
        TableColumn("STATE") { $0.status.word },
        TableColumn("CREATED AT") { GithubTimestamp.string(from: $0.createdAt) },
    ]

    /// gh's colour for a status.
    private static func color(of status: PullRequestStatus) -> TerminalColor {
        switch status {
        case .open: .green
        case .draft: .gray
        case .merged: .magenta
        case .closed: .red
        }
    }
}
