extension GithubTeam: BaseModel {
    public static let selection = JSONSelection(["name", "slug"])

    /// Maps a team object; `slug` is required, and a team whose `name` is not sent is called by its slug.
    public init(map: JSONMap) throws(MappingError) {
        let slug: String = try map.value("slug")
        self.init(name: try map.optionalValue("name") ?? slug, slug: slug)
    }
}
