import Foundation

extension GithubIssue: BaseModel {
    /// The members `init(map:)` reads, of the sixty or so an item of the issues list carries.
    public static let selection = JSONSelection(
        ["number", "title", "state", "comments", "created_at", "updated_at", "closed_at", "html_url", "body"],
        nested: [
            "user": JSONSelection(["login", "node_id", "type"]), "labels": IssueLabel.selection,
            "pull_request": JSONSelection(["html_url"]),
        ])

    /// Maps an item of `GET /repos/{owner}/{repo}/issues` by GitHub's key names.
    ///
    /// `number` and `title` are required: an item without them is refused (the list leaves it out and counts it).
    /// Every other member may be absent or null and is then `nil`: `user` is null for a deleted account, `closed_at`
    /// while open, `body` when there is none (an empty body is read as none too), `labels` absent on older servers.
    /// A member that is present with the wrong kind of value still refuses the item. The item is a pull request only
    /// when `pull_request.html_url` is a string: until 2013 GitHub sent a `pull_request` object whose URLs were null
    /// on every plain issue.
    public init(map: JSONMap) throws(MappingError) {
        let body: String? = try map.optionalValue("body")
        let pullRequestPage: String? = try map.optionalValue("pull_request.html_url")
        self.init(
            number: try map.value("number"), title: try map.value("title"), state: try map.optionalValue("state"),
            author: try map.optionalValue("user.login"), labels: try map.optionalModels("labels"),
            commentCount: try map.optionalValue("comments"), createdAt: try map.optionalValue("created_at"),
            updatedAt: try map.optionalValue("updated_at"), closedAt: try map.optionalValue("closed_at"),
            htmlURL: try map.optionalValue("html_url"), body: body?.isEmpty == false ? body : nil,
            isPullRequest: pullRequestPage != nil, authorNodeID: try map.optionalValue("user.node_id"),
            authorType: try map.optionalValue("user.type"))
    }
}
