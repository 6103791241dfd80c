import Application
import Domain
import StyledText

/// A repository's pull requests: number, title, branch, author, labels, state as gh writes it, and when each last
/// changed.
enum PullRequestsScreen: RepositoryListScreen {
    typealias Page = PullRequestPage

    static let itemName = "pull request"
    static let statesInOrder = "open, closed, merged, all"

    /// Labels go first on a narrow screen, then the author, the date and the branch.
    static let tableColumns: [TableColumn<GithubPullRequest>] = [
        TableColumn("#", width: .content(maximum: 8), alignment: .trailing, style: color, text: { "#\($0.number)" }),
        TableColumn("TITLE", width: .rest(minimum: 12), text: { $0.title }),
        TableColumn(
            "BRANCH", width: .content(maximum: 28), dropOrder: 1, style: { _ in .init(foreground: .cyan) },
            text: { $0.headLabel ?? "" }),
        TableColumn("AUTHOR", width: .content(maximum: 16), dropOrder: 3, text: { $0.author ?? "ghost" }),
        TableColumn(
            "LABELS", width: .content(maximum: 20), dropOrder: 4, style: { _ in .init(isDim: true) },
            text: { ($0.labels ?? []).map(\.name).joined(separator: ", ") }),
        TableColumn("STATE", width: .content(maximum: 6), style: color, text: { $0.status?.word ?? "" }),
        TableColumn(
            "UPDATED", width: .content(maximum: 10), dropOrder: 2, text: { $0.updatedAt.map(DisplayFormat.date) ?? "" }),
    ]

    /// gh's colours for a pull request's state: green open, grey draft, magenta merged, red closed; none unknown.
    private static func color(_ pullRequest: GithubPullRequest) -> TextStyle {
        switch pullRequest.status {
        case nil: TextStyle()
        case .open: TextStyle(foreground: .green)
        case .draft: TextStyle(foreground: .gray)
        case .merged: TextStyle(foreground: .magenta)
        case .closed: TextStyle(foreground: .red)
        }
    }
}
