extension ReactionCounts: BaseModel {
    public static let selection = JSONSelection(Reaction.allCases.map(\.rawValue))

    /// Maps a `reactions` rollup (`{"+1": 2, "heart": 1, …}`); each count may be absent.
    public init(map: JSONMap) throws(MappingError) {
        var counts: [Reaction: Int] = [:]
        for reaction in Reaction.allCases {
            counts[reaction] = try map.optionalValue(reaction.rawValue)
        }
        self.init(counts)
    }
}
