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
    /// `user` is null for a deleted account, `closed_at` while open, `body` when there is none (an empty body is
    /// read as none too). The item is a pull request only when `pull_request.html_url` is a string: until 2013
    /// GitHub sent a `pull_request` object whose URLs were null on every plain issue.
    public init(map: JSONMap) throws(MappingError) {
        let body: String? = try map.optionalValue("body")
        let pullRequestPage: String? = try map.optionalValue("pull_request.html_url")
        self.init(
            number: try map.value("number"), title: try map.value("title"), state: try map.value("state"),
            author: try map.optionalValue("user.login"), labels: try map.models("labels"),
            commentCount: try map.value("comments"), createdAt: try map.value("created_at"),
            updatedAt: try map.value("updated_at"), closedAt: try map.optionalValue("closed_at"),
            htmlURL: try map.value("html_url"), body: body?.isEmpty == false ? body : nil,
            isPullRequest: pullRequestPage != nil, authorNodeID: try map.optionalValue("user.node_id"),
            authorType: try map.optionalValue("user.type"))
    }
}
