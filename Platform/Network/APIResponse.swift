import Domain
import Foundation

/// A successful API response: its body, the quota after it, and its pagination links.
public struct APIResponse: Sendable {
    /// The HTTP status (200, 201, 204; a 304 is reported as the remembered response's 200).
    public let status: Int
    /// The body (the remembered body for a 304); empty for 204.
    public let body: Data
    /// The quota after this response, from this response's own headers (a 304's, not the remembered one's).
    public let rateLimit: RateLimitStatus?
    /// The `Link` header's relations.
    public let links: LinkHeader
    /// Whether the body was served from the conditional-request cache after a 304.
    public let isFromCache: Bool
}
