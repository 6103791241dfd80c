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
    /// `owner` may be null in GitHub's schema; the owner's login then comes from `full_name`. Fields GitHub added
    /// later (`archived`, `default_branch`, `topics`, `pushed_at`) are optional, so older Enterprise servers map.
    public init(map: JSONMap) throws(MappingError) {
        id = try map.value("id")
        name = try map.value("name")
        fullName = try map.value("full_name")
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
            let login =
                fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init) ?? fullName
            owner = RepoOwner(login: login, avatarURL: nil)
        }
        isArchived = try map.optionalValue("archived")
        isFork = try map.value("fork")
        createdAt = try map.value("created_at")
        updatedAt = try map.value("updated_at")
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
