import Domain
import Foundation

extension APIService {
    /// The longest wait a `retry-after` or `x-ratelimit-reset` header is believed for: GitHub's windows are at most
    /// an hour, so a later time is a broken or hostile header and is clamped to this.
    static let maximumRateLimitWait: TimeInterval = 3600

    /// The `RepositoryError` an unsuccessful status means, using GitHub's headers and error body (whose text has the
    /// token redacted).
    func failure(status: Int, headers: ResponseHeaders, body: Data, endpoint: Endpoint) -> RepositoryError {
        let message = GithubErrorBody.parse(body)?.summary.map { redactingToken(in: $0) }
        let tokenWouldRaiseLimit = !configuration.hasToken
        let route = endpoint.route
        switch status {
        case 401:
            return .unauthorized(message: message ?? "status 401")
        case 403, 429:
            if let resetAt = rateLimitReset(headers: headers, message: message, status: status) {
                return .rateLimited(resetAt: resetAt, tokenWouldRaiseLimit: tokenWouldRaiseLimit)
            }
            if route.refusesWhenTooLarge, let message, message.lowercased().contains("too large") {
                return .unavailable(resource: route.resource, message: message)
            }
            if route.needsStarringPermission, configuration.hasToken {
                return .missingPermission(
                    action: route.action, requirement: Endpoint.starringRequirement,
                    message: message ?? "status \(status)")
            }
            return .forbidden(message: message ?? "status \(status)")
        case 404:
            switch route.notFound {
            case .repositoryMissing(let repository): return .repositoryNotFound(repository)
            case .absent: return .notFound(resource: route.resource)
            case .notServed: return .notServed(resource: route.resource, host: configuration.host)
            case .rateLimitsTurnedOff: return .rateLimitsDisabled(host: configuration.host)
            }
        case 410:
            // GitHub answers 410 Gone to the issues of a repository that turned them off ("Issues are disabled for
            // this repo"), and to any call made with an API version it has retired, which is not about the repository.
            if let repository = route.issuesOf, !(message?.lowercased().contains("version") ?? false) {
                return .issuesDisabled(repository: repository)
            }
            return .serverError(status: status)
        case 422 where route.method != .get:
            return .rejected(action: route.action, message: message ?? "status 422")
        case 422:
            return .invalidQuery(message: message ?? "GitHub rejected the query (422)")
        default:
            return .serverError(status: status)
        }
    }

    /// When a 403/429 is a rate limit, the moment to retry; `nil` when it is not a rate limit.
    ///
    /// `retry-after` wins, then an exhausted primary quota's reset, then a message naming a (secondary) rate limit,
    /// which waits a minute as GitHub asks; a bare 429 is treated the same way. Times are clamped to at most
    /// `maximumRateLimitWait` ahead.
    private func rateLimitReset(headers: ResponseHeaders, message: String?, status: Int) -> Date? {
        if let retryAfter = headers.integer("retry-after") {
            let wait = min(TimeInterval(max(0, retryAfter)), Self.maximumRateLimitWait)
            return now().addingTimeInterval(wait)
        }
        if headers.integer("x-ratelimit-remaining") == 0 {
            return headers.integer("x-ratelimit-reset").map {
                RateLimitHeaders.clampedReset(epochSeconds: $0, now: now())
            } ?? now().addingTimeInterval(60)
        }
        let mentionsRateLimit = message?.lowercased().contains("rate limit") ?? false
        if mentionsRateLimit || status == 429 {
            return now().addingTimeInterval(60)
        }
        return nil
    }
}
