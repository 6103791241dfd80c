extension PullRequestReview: BaseModel {
    public static let selection = JSONSelection(
        ["id", "node_id", "author_association", "body", "state", "submitted_at", "html_url", "commit_id"],
        nested: ["user": GithubUser.selection])

    /// Maps one review by GitHub's key names: `id` is required, every other member may be absent or null; a `state`
    /// this program does not know is read as none rather than refusing the review.
    public init(map: JSONMap) throws(MappingError) {
        let state: String? = try map.optionalValue("state")
        self.init(
            id: try map.value("id"), nodeID: try map.optionalValue("node_id"), author: try map.optionalModel("user"),
            authorAssociation: try map.optionalValue("author_association"), body: try map.optionalValue("body"),
            state: state.flatMap(ReviewState.init(rawValue:)), submittedAt: try map.optionalValue("submitted_at"),
            htmlURL: try map.optionalValue("html_url"), commitID: try map.optionalValue("commit_id"))
    }
}
