extension IssueDetail: BaseModel {
    public static let selection = JSONSelection(
        [
            "number", "title", "body", "state", "state_reason", "author_association", "comments", "created_at",
            "updated_at", "closed_at", "html_url", "node_id",
        ],
        nested: [
            "user": GithubUser.selection, "labels": IssueLabel.selection, "assignees": GithubUser.selection,
            "milestone": Milestone.selection, "pull_request": JSONSelection(["html_url"]),
            "reactions": ReactionCounts.selection,
        ])

    /// Maps `GET /repos/{owner}/{repo}/issues/{number}` by GitHub's key names: `number` and `title` are required, every
    /// other member may be absent or null (an older server sends no `state_reason`, `assignees`, `reactions`…). It is a
    /// pull request only when `pull_request.html_url` is a string (until 2013 GitHub sent that object with nulls).
    public init(map: JSONMap) throws(MappingError) {
        let pullRequestPage: String? = try map.optionalValue("pull_request.html_url")
        self.init(
            number: try map.value("number"), title: try map.value("title"), body: try map.optionalValue("body"),
            state: try map.optionalValue("state"), stateReason: try map.optionalValue("state_reason"),
            author: try map.optionalModel("user"), authorAssociation: try map.optionalValue("author_association"),
            labels: try map.optionalModels("labels"), assignees: try map.optionalModels("assignees"),
            milestone: try map.optionalModel("milestone"), commentCount: try map.optionalValue("comments"),
            createdAt: try map.optionalValue("created_at"), updatedAt: try map.optionalValue("updated_at"),
            closedAt: try map.optionalValue("closed_at"), htmlURL: try map.optionalValue("html_url"),
            nodeID: try map.optionalValue("node_id"), isPullRequest: pullRequestPage != nil,
            reactions: try map.optionalModel("reactions"))
    }
}
