import Foundation

/// What can go wrong when a repository contract is asked for data, in terms a UI can explain.
public enum RepositoryError: Error, Hashable, Sendable {
    /// The host could not be reached (no network, DNS failure, refused, timed out).
    case unreachable(host: String)
    /// A quota is used up. `resetAt` is when it refills, if known; `tokenWouldRaiseLimit` is true for
    /// anonymous requests, whose limits a token raises.
    case rateLimited(resetAt: Date?, tokenWouldRaiseLimit: Bool)
    /// GitHub rejected the query; `message` is GitHub's own explanation.
    case invalidQuery(message: String)
    /// The token was refused (401): missing scopes, expired or mistyped.
    case unauthorized(message: String)
    /// The named repository or resource does not exist (or is private).
    case notFound(resource: String)
    /// The server failed (5xx, or another unexpected status).
    case serverError(status: Int)
    /// The response could not be read: `reason` says what (without the place), `keyPath` where, when known.
    case badResponse(reason: String, keyPath: String?)
    /// The request was cancelled by its caller.
    case cancelled
    /// The offline snapshot cannot answer: `reason` completes "the offline snapshot …" (`has no README`,
    /// `does not record licences, so it cannot answer 'license:'`).
    case notInSnapshot(reason: String)

    /// The error for a mapping failure, which always means the response could not be read.
    public init(_ mappingError: MappingError) {
        self = .badResponse(reason: mappingError.problem, keyPath: mappingError.keyPath)
    }
}
