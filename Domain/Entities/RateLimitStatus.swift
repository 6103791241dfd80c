import Foundation

/// What GitHub's `x-ratelimit-*` headers said about one quota after a response.
public struct RateLimitStatus: Hashable, Sendable {
    /// Requests allowed in the window.
    public let limit: Int
    /// Requests left in the window.
    public let remaining: Int
    /// Requests used in the window, when sent.
    public let used: Int?
    /// When the window resets.
    public let resetAt: Date
    /// The quota's name (`core`, `search`...), when sent.
    public let resource: String?

    public init(limit: Int, remaining: Int, used: Int?, resetAt: Date, resource: String?) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.resetAt = resetAt
        self.resource = resource
    }

    /// Whether the quota is used up until `resetAt`.
    public var isExhausted: Bool { remaining <= 0 }
}

extension RateLimitStatus: BaseModel {
    /// Maps one entry of `GET /rate_limit`'s `resources` (`limit`, `remaining`, `used`, `reset`).
    public init(map: JSONMap) throws(MappingError) {
        limit = try map.value("limit")
        remaining = try map.value("remaining")
        used = try map.optionalValue("used")
        resetAt = Date(timeIntervalSince1970: try map.value("reset", as: Double.self))
        resource = try map.optionalValue("resource")
    }
}
