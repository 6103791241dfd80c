import Domain

/// One repository of the offline snapshot with the lowercased text search compares against.
struct SnapshotEntry: Sendable {
    /// The repository, with `nil` for every fact the snapshot does not record.
    let repo: GithubRepo
    /// The name, lowercased, as UTF-8.
    let name: [UInt8]
    /// The description, lowercased, as UTF-8 (empty when none).
    let description: [UInt8]
    /// The owner's login, lowercased.
    let owner: String
    /// The language, lowercased (empty when none).
    let language: String
    /// `owner/name`, lowercased.
    let fullName: String

    /// Creates the entry for `repo`, lowercasing its searchable text once.
    init(repo: GithubRepo) {
        self.repo = repo
        name = Array(repo.name.lowercased().utf8)
        description = Array((repo.description ?? "").lowercased().utf8)
        owner = repo.owner.login.lowercased()
        language = (repo.language ?? "").lowercased()
        fullName = repo.fullName.lowercased()
    }
}
