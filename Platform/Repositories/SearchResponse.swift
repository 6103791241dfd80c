import Domain

/// The envelope of `GET /search/repositories`: `total_count`, `incomplete_results` and `items`, all required.
struct SearchResponse: BaseModel {
    /// GitHub's count of all matches.
    let totalCount: Int
    /// Whether the search timed out before finding every match.
    let isIncomplete: Bool
    /// This page's repositories.
    let items: [GithubRepo]

    init(map: JSONMap) throws(MappingError) {
        totalCount = try map.value("total_count")
        isIncomplete = try map.value("incomplete_results")
        items = try map.models("items")
    }
}
