import Foundation

extension GithubPullRequest: BaseModel {
    /// The members `init(map:)` reads, of the hundred or so an item of the pull request list carries (most of them
    /// inside the `head` and `base` repositories).
    public static let selection = JSONSelection(
        ["number", "title", "state", "draft", "created_at", "updated_at", "closed_at", "merged_at", "html_url"],
        nested: [
            "user": JSONSelection(["login", "node_id", "type"]), "labels": IssueLabel.selection,
            "head": GithubPullRequest.branchSelection, "base": GithubPullRequest.branchSelection,
        ])

    /// What is read of `head` and `base`: the branch, its `owner:branch` label and the owner of its repository.
    private static let branchSelection = JSONSelection(
        ["ref", "label"], nested: ["repo": JSONSelection([], nested: ["owner": JSONSelection(["login"])])])

    /// Maps an item of `GET /repos/{owner}/{repo}/pulls` by GitHub's key names.
    ///
    /// `number` and `title` are required: an item without them is refused (the list leaves it out and counts it).
    /// Every other member may be absent or null and is then `nil`: `draft` and `labels` are absent on servers older
    /// than them, `user` is null for a deleted account, `closed_at` and `merged_at` while open or unmerged. A member
    /// that is present with the wrong kind of value still refuses the item.
    /// The head's owner is its repository's owner, or the owner part of `head.label` when that repository was
    /// deleted (`head.repo` null); it is kept only when it is known to differ from the base repository's owner
    /// (logins compared ignoring case).
    public init(map: JSONMap) throws(MappingError) {
        let headOwner = try Self.owner(of: "head", in: map)
        let baseOwner = try Self.owner(of: "base", in: map)
        let isOtherOwner = headOwner != nil && baseOwner != nil && headOwner?.lowercased() != baseOwner?.lowercased()
        self.init(
            number: try map.value("number"), title: try map.value("title"), state: try map.optionalValue("state"),
            isDraft: try map.optionalValue("draft"), author: try map.optionalValue("user.login"),
            labels: try map.optionalModels("labels"), headRefName: try map.optionalValue("head.ref"),
            headRepositoryOwner: isOtherOwner ? headOwner : nil, baseRefName: try map.optionalValue("base.ref"),
            createdAt: try map.optionalValue("created_at"), updatedAt: try map.optionalValue("updated_at"),
            closedAt: try map.optionalValue("closed_at"), mergedAt: try map.optionalValue("merged_at"),
            htmlURL: try map.optionalValue("html_url"), authorNodeID: try map.optionalValue("user.node_id"),
            authorType: try map.optionalValue("user.type"))
    }

    /// The login owning the repository of the `head` or `base` branch: `repo.owner.login`, else the part of
    /// `label` (`owner:branch`) before its colon; `nil` when neither says.
    private static func owner(of branch: String, in map: JSONMap) throws(MappingError) -> String? {
        if let login: String = try map.optionalValue("\(branch).repo.owner.login") { return login }
        let label: String? = try map.optionalValue("\(branch).label")
        guard let label, let colon = label.firstIndex(of: ":"), colon != label.startIndex else { return nil }
        return String(label[..<colon])
    }
}
