/// The quotas the account screen shows: the search quota and the core quota.
public struct RateLimitOverview: Hashable, Sendable {
    /// Search requests (10 a minute anonymously, 30 with a token).
    public let search: RateLimitStatus
    /// Other API requests (60 an hour anonymously, 5000 with a token).
    public let core: RateLimitStatus

    public init(search: RateLimitStatus, core: RateLimitStatus) {
        self.search = search
        self.core = core
    }
}

extension RateLimitOverview: BaseModel {
    /// Maps `GET /rate_limit` (`resources.search`, `resources.core`).
    public init(map: JSONMap) throws(MappingError) {
        search = try map.model("resources.search")
        core = try map.model("resources.core")
    }
}
