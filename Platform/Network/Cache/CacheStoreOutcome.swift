/// What became of a response handed to a cache: kept, or not kept and why (for the `--debug` log).
public enum CacheStoreOutcome: Hashable, Sendable {
    /// The response is kept and a later request can revalidate it.
    case stored
    /// The response was not kept; `reason` completes "not stored: …" (`cannot create /x/repo-browser: …`).
    case notStored(reason: String)
}
