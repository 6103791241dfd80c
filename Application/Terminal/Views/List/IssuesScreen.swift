import Application
import Domain
import StyledText

/// A repository's issues: number, title, author, labels, comments and when each last changed.
enum IssuesScreen: RepositoryListScreen {
    typealias Page = IssuePage

    static let itemName = "issue"
    static let statesInOrder = "open, closed, all"

    /// Labels go first on a narrow screen, then the comments, the date and the author.
    static let tableColumns: [TableColumn<GithubIssue>] = [
        TableColumn(
            "#", width: .content(maximum: 8), alignment: .trailing, style: { _ in .init(foreground: .green) },
            text: { "#\($0.number)" }),
        TableColumn("TITLE", width: .rest(minimum: 12), text: { $0.title }),
        TableColumn(
            "AUTHOR", width: .content(maximum: 16), dropOrder: 2, style: { _ in .init(foreground: .cyan) },
            text: { $0.author ?? "ghost" }),
        TableColumn(
            "LABELS", width: .content(maximum: 24), dropOrder: 5, style: { _ in .init(isDim: true) },
            text: { ($0.labels ?? []).map(\.name).joined(separator: ", ") }),
        TableColumn(
            "COMMENTS", width: .content(maximum: 8), alignment: .trailing, dropOrder: 4,
            text: { $0.commentCount.map { $0 == 0 ? "" : String($0) } ?? "" }),
        TableColumn(
            "UPDATED", width: .content(maximum: 10), dropOrder: 3, text: { $0.updatedAt.map(DisplayFormat.date) ?? "" }),
    ]
}
