extension IssueLabel: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["name", "color", "node_id", "description"])

    /// Maps one element of GitHub's `labels` array: a label object (`name`, `color`, …), or a bare string naming
    /// the label, which GitHub's schema for issues also allows.
    public init(map: JSONMap) throws(MappingError) {
        if case .string(let name) = map.json {
            self.init(name: name)
            return
        }
        self.init(
            name: try map.value("name"), color: try map.optionalValue("color"),
            nodeID: try map.optionalValue("node_id"),
            description: try map.optionalValue("description"))
    }
}
