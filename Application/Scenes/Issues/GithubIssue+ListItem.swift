import Domain

extension GithubIssue: ListItem {
    /// An issue list keeps the issue itself: it holds only what the list and `--json` show.
    public var listRow: GithubIssue { self }

    /// The issue's number, unique in its repository.
    public var listIdentity: Int { number }
}
