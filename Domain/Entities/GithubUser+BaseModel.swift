extension GithubUser: BaseModel {
    public static let selection = JSONSelection(["login", "node_id", "type"])

    /// Maps a simple user object; `login` is required, the other members may be absent.
    public init(map: JSONMap) throws(MappingError) {
        self.init(
            login: try map.value("login"), nodeID: try map.optionalValue("node_id"), type: try map.optionalValue("type")
        )
    }
}
