import Domain

/// The GitHub API calls RepoBrowser makes, each knowing its path, query and media type.
public enum Endpoint: Hashable, Sendable {
    /// `GET /search/repositories`.
    case search(RepoSearchQuery)
    /// `GET /repos/{owner}/{repo}`.
    case repository(RepoReference)
    /// `GET /repos/{owner}/{repo}/languages`.
    case languages(RepoReference)
    /// `GET /repos/{owner}/{repo}/contributors?per_page=N`.
    case contributors(RepoReference, perPage: Int)
    /// `GET /repos/{owner}/{repo}/readme` as JSON: the file's name and its base64 content.
    case readme(RepoReference)
    /// `GET /repos/{owner}/{repo}/readme` as raw text, for a README too large for the JSON form's content.
    case rawReadme(RepoReference)
    /// `GET /repos/{owner}/{repo}/releases/latest`.
    case latestRelease(RepoReference)
    /// `GET /user`.
    case authenticatedUser
    /// `GET /rate_limit`.
    case rateLimit

    /// The JSON media type GitHub recommends.
    static let jsonMediaType = "application/vnd.github+json"
    /// The media type that makes GitHub answer with a file's raw text.
    static let rawMediaType = "application/vnd.github.raw+json"

    /// The path segments after the base path, unencoded.
    var pathSegments: [String] {
        switch self {
        case .search: ["search", "repositories"]
        case .repository(let reference): ["repos", reference.owner, reference.name]
        case .languages(let reference): ["repos", reference.owner, reference.name, "languages"]
        case .contributors(let reference, _): ["repos", reference.owner, reference.name, "contributors"]
        case .readme(let reference), .rawReadme(let reference): ["repos", reference.owner, reference.name, "readme"]
        case .latestRelease(let reference): ["repos", reference.owner, reference.name, "releases", "latest"]
        case .authenticatedUser: ["user"]
        case .rateLimit: ["rate_limit"]
        }
    }

    /// The query parameters, unencoded, in a stable order.
    var queryItems: [(name: String, value: String)] {
        switch self {
        case .search(let query):
            var items: [(name: String, value: String)] = [("q", query.text)]
            if query.sort != .bestMatch {
                items.append(("sort", query.sort.rawValue))
                items.append(("order", query.order.rawValue))
            }
            items.append(("per_page", String(query.perPage)))
            items.append(("page", String(query.page)))
            return items
        case .contributors(_, let perPage):
            return [("per_page", String(min(max(perPage, 1), 100)))]
        default:
            return []
        }
    }

    /// The `Accept` header.
    var acceptedMediaType: String {
        if case .rawReadme = self { return Self.rawMediaType }
        return Self.jsonMediaType
    }

    /// What this call asks for, as the words a 404 names (`RepositoryError.notFound`, or `.notServed` for a call
    /// that names no repository).
    var resourceDescription: String {
        switch self {
        case .search: "search results"
        case .repository(let reference): "repository \(reference)"
        case .languages(let reference): "languages of \(reference)"
        case .contributors(let reference, _): "contributors of \(reference)"
        case .readme(let reference), .rawReadme(let reference): "README of \(reference)"
        case .latestRelease(let reference): "latest release of \(reference)"
        case .authenticatedUser: "the signed-in user's account"
        case .rateLimit: "rate limits"
        }
    }
}
