import Domain

extension GithubRepo: ListItem {
    /// A repository list keeps the row the lists show (`RepoListItem`), not everything GitHub said about it.
    public var listRow: RepoListItem { RepoListItem(self) }

    /// GitHub's id, or the full name (as GitHub compares it, ignoring case) where the source records no id.
    public var listIdentity: String {
        id.map { "id \($0)" } ?? "name \(fullName.lowercased())"
    }
}
