extension ResponseCache: ResponseCaching {
    /// The entry for `key` as a `CachedResponse`.
    public func cachedResponse(for key: String) -> CachedResponse? {
        entry(for: key).map { CachedResponse(etag: $0.etag, body: $0.body, linkHeader: $0.linkHeader) }
    }

    /// Stores `response` as an entry; one larger than the whole budget is not stored.
    @discardableResult
    public func store(_ response: CachedResponse, for key: String) -> CacheStoreOutcome {
        let entry = Entry(etag: response.etag, body: response.body, linkHeader: response.linkHeader)
        guard store(entry, for: key) else {
            return .notStored(reason: "larger than the memory cache's \(capacityInBytes)-byte budget")
        }
        return .stored
    }

    public func removeResponse(for key: String) {
        remove(for: key)
    }
}
