import Foundation

extension GithubRepo: BaseModel {
    /// The members `init(map:)` reads: about thirty of the ninety or so a search result carries.
    public static let selection = JSONSelection(
        [
            "id", "name", "full_name", "html_url", "description", "stargazers_count", "forks_count", "watchers_count",
            "subscribers_count", "open_issues_count", "language", "topics", "archived", "fork", "created_at",
            "updated_at", "pushed_at", "default_branch", "homepage", "visibility", "private", "is_template",
            "has_issues", "clone_url", "ssh_url", "node_id",
        ],
        nested: [
            "owner": RepoOwner.selection, "license": RepoLicense.selection, "parent": JSONSelection(["full_name"]),
        ])

    /// Maps a search item or a full repository object by GitHub's key names.
    ///
    /// `full_name` identifies the repository (a list tells repeats apart by `id`, or by it where there is no id), so
    /// an object without it is refused; `owner` may be null in GitHub's schema and `name` absent, and they then come
    /// from `full_name`. Fields GitHub added later (`archived`, `default_branch`, `topics`, `pushed_at`) and the
    /// facts that are `nil` when unknown (`id`, `fork`, the dates) are read as absent when missing, so older
    /// Enterprise servers map.
    public init(map: JSONMap) throws(MappingError) {
        id = try map.optionalValue("id")
        fullName = try map.value("full_name")
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        name = try map.optionalValue("name") ?? parts.last ?? fullName
        htmlURL = try map.value("html_url")
        description = try map.optionalValue("description")
        starCount = try map.value("stargazers_count")
        forkCount = try map.value("forks_count")
        watcherCount = try map.value("watchers_count")
        subscriberCount = try map.optionalValue("subscribers_count")
        openIssueCount = try map.value("open_issues_count")
        language = try map.optionalValue("language")
        topics = try map.optionalValue("topics") ?? []
        license = try map.optionalModel("license")
        if let mappedOwner: RepoOwner = try map.optionalModel("owner") {
            owner = mappedOwner
        } else {
            owner = RepoOwner(login: parts.first ?? fullName, avatarURL: nil)
        }
        isArchived = try map.optionalValue("archived")
        isFork = try map.optionalValue("fork")
        createdAt = try map.optionalValue("created_at")
        updatedAt = try map.optionalValue("updated_at")
        pushedAt = try map.optionalValue("pushed_at")
        defaultBranch = try map.optionalValue("default_branch")
        homepage = try map.optionalValue("homepage")
        visibility = try map.optionalValue("visibility")
        isPrivate = try map.optionalValue("private")
        isTemplate = try map.optionalValue("is_template")
        hasIssues = try map.optionalValue("has_issues")
        cloneURL = try map.optionalValue("clone_url")
        sshURL = try map.optionalValue("ssh_url")
        parentFullName = try map.optionalValue("parent.full_name")
        nodeID = try map.optionalValue("node_id")
    }
}
