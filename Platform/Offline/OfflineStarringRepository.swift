import Domain

/// The starring source in `--offline` mode: stars live on GitHub, which offline mode never asks, so every method
/// throws `.notRecorded` and nothing is sent.
public struct OfflineStarringRepository: StarringRepositoryType {
    /// The sentence every method throws.
    static let reason = "The offline snapshot has no stars; starring needs GitHub"

    public init() {}

    /// Always `.notRecorded`.
    public var refusal: RepositoryError? { .notRecorded(reason: Self.reason) }

    /// Always throws `.notRecorded`.
    public func isStarred(_ reference: RepoReference) async throws(RepositoryError) -> Bool {
        throw .notRecorded(reason: Self.reason)
    }

    /// Always throws `.notRecorded`; nothing is sent.
    public func star(_ reference: RepoReference) async throws(RepositoryError) {
        throw .notRecorded(reason: Self.reason)
    }

    /// Always throws `.notRecorded`; nothing is sent.
    public func unstar(_ reference: RepoReference) async throws(RepositoryError) {
        throw .notRecorded(reason: Self.reason)
    }

    /// Always throws `.notRecorded`.
    public func starred(_ query: StarredQuery) async throws(RepositoryError) -> StarredPage {
        throw .notRecorded(reason: Self.reason)
    }
}
