import Foundation

/// What can go wrong when a repository contract is asked for data, in terms a UI can explain.
public enum RepositoryError: Error, Hashable, Sendable {
    /// The exchange with `host` failed for a named cause: nothing answered, DNS, TLS, a deadline, redirects, an
    /// oversized response.
    case network(NetworkFailure, host: String)
    /// A quota is used up. `resetAt` is when it refills, if known; `tokenWouldRaiseLimit` is true for
    /// anonymous requests, whose limits a token raises.
    case rateLimited(resetAt: Date?, tokenWouldRaiseLimit: Bool)
    /// GitHub rejected the query; `message` is GitHub's own explanation.
    case invalidQuery(message: String)
    /// The server wants a valid token (401): missing, expired or mistyped.
    case unauthorized(message: String)
    /// The server refused access (403) for a reason other than a rate limit: missing scopes, SSO, blocked.
    case forbidden(message: String)
    /// `action` (such as `starring sample-org/demo`) needs a token and requests carry none, so nothing was sent.
    case tokenRequired(action: String)
    /// GitHub refused `action` because the token lacks a permission (403); `requirement` names what the token
    /// needs (scopes or permissions), `message` is GitHub's own explanation.
    case missingPermission(action: String, requirement: String, message: String)
    /// GitHub understood `action` but would not do it (422); `message` is GitHub's own explanation.
    case rejected(action: String, message: String)
    /// GitHub will not produce this one `resource` (such as the contributors of a very large repository), with its
    /// own explanation; the rest of what was asked for is unaffected.
    case unavailable(resource: String, message: String)
    /// The server has rate limiting turned off (a GitHub Enterprise Server without `/rate_limit`): no quotas apply.
    case rateLimitsDisabled(host: String)
    /// The repository has its issues turned off (GitHub answers `410 Gone`): there is no list of issues to show.
    case issuesDisabled(repository: RepoReference)
    /// The repository itself is not there: GitHub answered 404 for it or for one of its lists (issues, pull
    /// requests, languages, contributors), which it does only when the repository does not exist or is private to
    /// another account. Distinct from `notFound`, so a missing repository never reads as an empty list.
    case repositoryNotFound(RepoReference)
    /// A resource within a repository that exists (a README, a release) is not there, or a call that names no
    /// repository found nothing.
    case notFound(resource: String)
    /// The number names an issue, where a pull request was asked for.
    case notAPullRequest(ConversationReference)
    /// A page's `Link` header named its next page at `address` (a host, or a path outside the configured API),
    /// which is not the API at `apiBase`: it was not asked, so the token never went there.
    case untrustedPageLink(address: String, apiBase: String)
    /// `host` answered 404 for a call that names no repository (the search, the signed-in user): it does not offer
    /// `resource` at all, so the API URL is wrong or does not lead to a GitHub API.
    case notServed(resource: String, host: String)
    /// The server failed (5xx, or another unexpected status).
    case serverError(status: Int)
    /// The response could not be read: `reason` says what (without the place), `keyPath` where, when known.
    case badResponse(reason: String, keyPath: String?)
    /// The request was cancelled by its caller.
    case cancelled
    /// The source does not record what was asked (a part of a repository's detail, or the facts a search
    /// qualifier needs); `reason` is the source's own sentence saying what it lacks.
    case notRecorded(reason: String)
    /// A failure that is none of the above (an error from outside the contracts); `description` is what it said.
    case unexpected(description: String)

    /// The error for a mapping failure, which always means the response could not be read.
    public init(_ mappingError: MappingError) {
        self = .badResponse(reason: mappingError.problem, keyPath: mappingError.keyPath)
    }

    /// `error` itself when it is a `RepositoryError`, else `.unexpected` with what it said: the error an Observable
    /// (whose failures are untyped) ended with, as a value a front end can word.
    public init(_ error: any Error) {
        self = (error as? RepositoryError) ?? .unexpected(description: String(describing: error))
    }

    /// Whether the host could not be reached at all (nothing answered, DNS, TLS, a deadline), so that another source
    /// of data is worth offering.
    public var isUnreachable: Bool {
        guard case .network(let failure, _) = self else { return false }
        return failure.isUnreachable
    }
}
