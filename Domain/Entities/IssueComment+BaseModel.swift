extension IssueComment: BaseModel {
    public static let selection = JSONSelection(
        ["id", "node_id", "author_association", "body", "created_at", "updated_at", "html_url"],
        nested: ["user": GithubUser.selection, "reactions": ReactionCounts.selection])

    /// Maps one comment by GitHub's key names: `id` is required, every other member may be absent or null.
    public init(map: JSONMap) throws(MappingError) {
        self.init(
            id: try map.value("id"), nodeID: try map.optionalValue("node_id"), author: try map.optionalModel("user"),
            authorAssociation: try map.optionalValue("author_association"), body: try map.optionalValue("body"),
            createdAt: try map.optionalValue("created_at"), updatedAt: try map.optionalValue("updated_at"),
            htmlURL: try map.optionalValue("html_url"), reactions: try map.optionalModel("reactions"))
    }
}
