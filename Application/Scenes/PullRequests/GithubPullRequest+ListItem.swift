import Domain

extension GithubPullRequest: ListItem {
    /// A pull request list keeps the pull request itself: it holds only what the list and `--json` show.
    public var listRow: GithubPullRequest { self }

    /// The pull request's number, unique in its repository.
    public var listIdentity: Int { number }
}
