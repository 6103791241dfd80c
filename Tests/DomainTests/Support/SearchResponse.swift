import Domain

/// GitHub's search envelope, mapped the way Platform maps it, to test `GithubRepo` through nested paths.
struct SearchResponse: BaseModel {
    let totalCount: Int
    let isIncomplete: Bool
    let items: [GithubRepo]

    init(map: JSONMap) throws(MappingError) {
        totalCount = try map.value("total_count")
        isIncomplete = try map.value("incomplete_results")
        items = try map.models("items")
    }
}
