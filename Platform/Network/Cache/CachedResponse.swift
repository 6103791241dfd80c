import Foundation

/// A response remembered for a conditional request: its `ETag`, its body and its `Link` header.
///
/// Never the rate-limit headers: those must come from each fresh response, a 304's included.
public struct CachedResponse: Hashable, Sendable {
    /// The `ETag` sent back as `If-None-Match`.
    public let etag: String
    /// The body served when GitHub answers 304.
    public let body: Data
    /// The `Link` header (pagination), if any.
    public let linkHeader: String?

    public init(etag: String, body: Data, linkHeader: String?) {
        self.etag = etag
        self.body = body
        self.linkHeader = linkHeader
    }
}
