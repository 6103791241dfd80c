/// Where one part of the detail screen stands while its request runs.
public enum RepoDetailPart<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The request is running.
    case loading
    /// The part arrived.
    case loaded(Value)
    /// The request failed; the sentence says why and what to do.
    case failed(String)
    /// The repository has none (no release, no README).
    case absent
    /// The source does not record this part (the `DataSource` says how that reads): not a failure, and no
    /// request would change it.
    case notRecorded

    /// The value, once loaded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The sentence saying why the request failed, once it has.
    public var failureReason: String? {
        if case .failed(let reason) = self { reason } else { nil }
    }

    /// Whether the request is still running.
    public var isLoading: Bool { self == .loading }
}
