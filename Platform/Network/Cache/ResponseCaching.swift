/// Where `APIService` remembers responses for conditional requests: in memory (`ResponseCache`) or on disk
/// (`DiskResponseCache`).
///
/// Keys are opaque strings built by `APIService` from the URL, the media type and the token's identity hash,
/// never the token. Implementations may forget anything at any time; a miss only costs a full request.
public protocol ResponseCaching: Sendable {
    /// The response remembered for `key`, if any.
    func cachedResponse(for key: String) -> CachedResponse?
    /// Remembers `response` for `key`, replacing what was there, and says whether it was kept (a cache may refuse
    /// a response or fail to write it; the request never fails for that).
    @discardableResult
    func store(_ response: CachedResponse, for key: String) -> CacheStoreOutcome
    func removeResponse(for key: String)
}
