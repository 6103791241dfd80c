extension PullRequestDetail: BaseModel {
    public static let selection = JSONSelection(
        [
            "number", "title", "state", "draft", "merged_at", "additions", "deletions", "changed_files", "commits",
            "mergeable",
        ],
        nested: [
            "merged_by": GithubUser.selection,
            "head": JSONSelection(
                ["ref", "sha", "label"],
                nested: ["repo": JSONSelection(["id"], nested: ["owner": GithubUser.selection])]),
            "base": JSONSelection(["ref"], nested: ["repo": JSONSelection(["id"])]),
            "requested_reviewers": GithubUser.selection, "requested_teams": GithubTeam.selection,
            "auto_merge": JSONSelection(["merge_method"], nested: ["enabled_by": GithubUser.selection]),
        ])

    /// Maps `GET /repos/{owner}/{repo}/pulls/{number}` by GitHub's key names: `number` and `title` are required, every
    /// other member may be absent or null. The head's owner is its repository's, or, when that fork was deleted
    /// (`head.repo` null), the owner part of `head.label`; whether it crosses repositories is known only when both
    /// repositories were sent.
    public init(map: JSONMap) throws(MappingError) {
        let headRepositoryID: Int? = try map.optionalValue("head.repo.id")
        let baseRepositoryID: Int? = try map.optionalValue("base.repo.id")
        let headLabel: String? = try map.optionalValue("head.label")
        let headOwner: GithubUser? =
            try map.optionalModel("head.repo.owner")
            ?? headLabel?.split(separator: ":", maxSplits: 1).first.map { GithubUser(login: String($0)) }
        self.init(
            number: try map.value("number"), title: try map.value("title"), state: try map.optionalValue("state"),
            isDraft: try map.optionalValue("draft"), mergedAt: try map.optionalValue("merged_at"),
            mergedBy: try map.optionalModel("merged_by"), headRefName: try map.optionalValue("head.ref"),
            headRefOID: try map.optionalValue("head.sha"), headRepositoryOwner: headOwner,
            isCrossRepository: headRepositoryID.flatMap { head in baseRepositoryID.map { head != $0 } },
            baseRefName: try map.optionalValue("base.ref"), additions: try map.optionalValue("additions"),
            deletions: try map.optionalValue("deletions"), changedFiles: try map.optionalValue("changed_files"),
            commitCount: try map.optionalValue("commits"), isMergeable: try map.optionalValue("mergeable"),
            requestedReviewers: try map.optionalModels("requested_reviewers"),
            requestedTeams: try map.optionalModels("requested_teams"),
            autoMergeMethod: try map.optionalValue("auto_merge.merge_method"),
            autoMergeEnabledBy: try map.optionalModel("auto_merge.enabled_by"))
    }
}
