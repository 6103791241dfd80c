import Domain

/// Where one part of a detail (a repository's README, a conversation's reviews) stands while its request runs.
public enum DetailPart<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The request is running.
    case loading
    /// The part arrived.
    case loaded(Value)
    /// The request failed, with its error.
    case failed(RepositoryError)
    /// The repository has none (no release, no README).
    case absent
    /// The source does not record this part: not a failure, and no request would change it.
    case notRecorded

    /// The value, once loaded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// Why the request failed, once it has.
    public var failure: RepositoryError? {
        if case .failed(let error) = self { error } else { nil }
    }

    /// Whether the request is still running.
    public var isLoading: Bool { self == .loading }
}
