extension ResponseCache: ResponseCaching {
    /// The entry for `key` as a `CachedResponse`.
    public func cachedResponse(for key: String) -> CachedResponse? {
        entry(for: key).map { CachedResponse(etag: $0.etag, body: $0.body, linkHeader: $0.linkHeader) }
    }

    /// Stores `response` as an entry.
    public func store(_ response: CachedResponse, for key: String) {
        store(Entry(etag: response.etag, body: response.body, linkHeader: response.linkHeader), for: key)
    }

    /// Removes the entry for `key`.
    public func removeResponse(for key: String) {
        remove(for: key)
    }
}
