import Domain
import Foundation

extension APIService {
    /// The `RepositoryError` an unsuccessful status means, using GitHub's headers and error body.
    func failure(status: Int, headers: ResponseHeaders, body: Data, endpoint: Endpoint) -> RepositoryError {
        let message = GithubErrorBody.parse(body)?.summary
        let tokenWouldRaiseLimit = !configuration.hasToken
        switch status {
        case 401:
            return .unauthorized(message: message ?? "GitHub refused the token (401)")
        case 403, 429:
            if let resetAt = rateLimitReset(headers: headers, message: message, status: status) {
                return .rateLimited(resetAt: resetAt, tokenWouldRaiseLimit: tokenWouldRaiseLimit)
            }
            return .unauthorized(message: message ?? "GitHub refused access (403)")
        case 404:
            return .notFound(resource: endpoint.resourceDescription)
        case 422:
            return .invalidQuery(message: message ?? "GitHub rejected the query (422)")
        default:
            return .serverError(status: status)
        }
    }

    /// When a 403/429 is a rate limit, the moment to retry; `nil` when it is not a rate limit.
    ///
    /// `retry-after` wins, then an exhausted primary quota's reset, then a message naming a (secondary) rate limit,
    /// which waits a minute as GitHub asks; a bare 429 is treated the same way.
    private func rateLimitReset(headers: ResponseHeaders, message: String?, status: Int) -> Date? {
        if let retryAfter = headers.integer("retry-after") {
            return now().addingTimeInterval(TimeInterval(max(0, retryAfter)))
        }
        if headers.integer("x-ratelimit-remaining") == 0 {
            return headers.integer("x-ratelimit-reset").map { Date(timeIntervalSince1970: TimeInterval($0)) }
                ?? now().addingTimeInterval(60)
        }
        let mentionsRateLimit = message?.lowercased().contains("rate limit") ?? false
        if mentionsRateLimit || status == 429 {
            return now().addingTimeInterval(60)
        }
        return nil
    }
}
