import Domain
import Foundation

/// Reads GitHub's `x-ratelimit-*` response headers into a `RateLimitStatus`.
enum RateLimitHeaders {
    /// The status the headers describe, or `nil` unless limit, remaining and reset are all present and numeric; the
    /// reset is clamped to between `now` and `APIService.maximumRateLimitWait` after it.
    static func status(from headers: ResponseHeaders, now: Date) -> RateLimitStatus? {
        guard let limit = headers.integer("x-ratelimit-limit"),
            let remaining = headers.integer("x-ratelimit-remaining"),
            let reset = headers.integer("x-ratelimit-reset")
        else { return nil }
        return RateLimitStatus(
            limit: limit, remaining: remaining, used: headers.integer("x-ratelimit-used"),
            resetAt: clampedReset(epochSeconds: reset, now: now), resource: headers["x-ratelimit-resource"])
    }

    /// `status` with its reset moved into `now ... now + APIService.maximumRateLimitWait` (for `GET /rate_limit`).
    static func clamped(_ status: RateLimitStatus, now: Date) -> RateLimitStatus {
        let latest = now.addingTimeInterval(APIService.maximumRateLimitWait)
        return RateLimitStatus(
            limit: status.limit, remaining: status.remaining, used: status.used,
            resetAt: min(max(status.resetAt, now), latest), resource: status.resource)
    }

    /// The reset time `epochSeconds` names, moved into `now ... now + APIService.maximumRateLimitWait`.
    static func clampedReset(epochSeconds: Int, now: Date) -> Date {
        let latest = now.addingTimeInterval(APIService.maximumRateLimitWait)
        let reset = Date(timeIntervalSince1970: TimeInterval(epochSeconds))
        return min(max(reset, now), latest)
    }
}
