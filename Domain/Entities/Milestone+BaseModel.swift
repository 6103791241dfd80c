extension Milestone: BaseModel {
    public static let selection = JSONSelection(["number", "title", "description", "due_on"])

    /// Maps a milestone object; `number` and `title` are required.
    public init(map: JSONMap) throws(MappingError) {
        self.init(
            number: try map.value("number"), title: try map.value("title"),
            description: try map.optionalValue("description"), dueOn: try map.optionalValue("due_on"))
    }
}
