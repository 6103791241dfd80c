import Application
import CommandLineInterface
import Domain
import Foundation
import StyledText

/// A pull request as `prs` prints it, in `gh pr list`'s columns.
///
/// On a terminal: ID (`#N`, coloured by status: open green, draft gray, merged magenta, closed red), TITLE (what is
/// left), BRANCH (`OWNER:branch` when the head lives in another repository, cyan, at most 40 wide, left out first on a
/// narrow terminal) and CREATED AT (how long ago, gray; left out next). Piped: number, title, branch, status (`OPEN`,
/// `DRAFT`, `MERGED`, `CLOSED`) and the creation time in RFC 3339.
extension GithubPullRequest: PrintedListItem {
    static var itemName: (one: String, many: String) { ("pull request", "pull requests") }

    /// The table's columns, times told from `now`.
    static func terminalColumns(now: Date) -> [TableColumn<GithubPullRequest>] {
        [
            TableColumn(
                "ID", width: .content(maximum: .max), style: { TextStyle(foreground: $0.status.map(color(of:))) },
                text: { "#\($0.number)" }),
            TableColumn("TITLE", width: .rest(minimum: 10)) { $0.title },
            TableColumn(
                "BRANCH", width: .content(maximum: 40), dropOrder: 2, style: { _ in TextStyle(foreground: .cyan) },
                text: { $0.headLabel ?? "" }),
            TableColumn(
                "CREATED AT", width: .content(maximum: .max), dropOrder: 1,
                style: { _ in TextStyle(foreground: .gray) },
                text: { $0.createdAt.map { DisplayFormat.timeAgo($0, now: now) } ?? "" }),
        ]
    }

    /// The tab-separated columns.
    static var pipedColumns: [TableColumn<GithubPullRequest>] {
        [
            .piped("ID") { String($0.number) },
            .piped("TITLE") { $0.title },
            .piped("BRANCH") { $0.headLabel ?? "" },
            .piped("STATE") { $0.status?.word ?? "" },
            .piped("CREATED AT") { $0.createdAt.map(GithubTimestamp.string(from:)) ?? "" },
        ]
    }

    static func json(_ items: [GithubPullRequest], selection: JSONFieldSelection) -> JSONValue {
        IssueJSONFormatter.pullRequests(items, selection: selection)
    }

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
