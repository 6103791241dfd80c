import Domain
import Foundation

/// Reads GitHub's `x-ratelimit-*` response headers into a `RateLimitStatus`.
enum RateLimitHeaders {
    /// The status the headers describe, or `nil` unless limit, remaining and reset are all present and numeric.
    static func status(from headers: ResponseHeaders) -> RateLimitStatus? {
        guard let limit = headers.integer("x-ratelimit-limit"),
            let remaining = headers.integer("x-ratelimit-remaining"),
            let reset = headers.integer("x-ratelimit-reset")
        else { return nil }
        return RateLimitStatus(
            limit: limit, remaining: remaining, used: headers.integer("x-ratelimit-used"),
            resetAt: Date(timeIntervalSince1970: TimeInterval(reset)), resource: headers["x-ratelimit-resource"])
    }
}
