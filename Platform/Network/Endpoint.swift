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
    /// `GET /user/starred/{owner}/{repo}`: 204 when the signed-in person starred it, 404 when not.
    case starStatus(RepoReference)
    /// `PUT /user/starred/{owner}/{repo}` with an empty body: stars it (204).
    case star(RepoReference)
    /// `DELETE /user/starred/{owner}/{repo}`: removes the star (204).
    case unstar(RepoReference)
    /// `GET /user/starred?sort=&direction=&per_page=&page=`: a page of the signed-in person's starred repositories.
    case starred(StarredQuery)
    /// `GET /repos/{owner}/{repo}/issues?state=&labels=&creator=&per_page=&page=`: a page of a repository's issues,
    /// the pull requests among them included (GitHub lists both).
    case issues(IssueQuery)
    /// `GET /repos/{owner}/{repo}/pulls?state=&base=&per_page=&page=`: a page of a repository's pull requests.
    case pullRequests(PullRequestQuery)
    /// `GET /users/{username}/repos?sort=&direction=&per_page=&page=`: a page of the public repositories a person or
    /// an organization owns.
    case ownerRepositories(OwnerRepoQuery)

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
        case .starStatus(let reference), .star(let reference), .unstar(let reference):
            ["user", "starred", reference.owner, reference.name]
        case .starred: ["user", "starred"]
        case .issues(let query): ["repos", query.repository.owner, query.repository.name, "issues"]
        case .pullRequests(let query): ["repos", query.repository.owner, query.repository.name, "pulls"]
        case .ownerRepositories(let query): ["users", query.owner, "repos"]
        }
    }

    /// The HTTP method: `PUT` to star, `DELETE` to unstar, `GET` for everything else.
    var method: String {
        switch self {
        case .star: "PUT"
        case .unstar: "DELETE"
        default: "GET"
        }
    }

    /// Whether the call changes something on GitHub: never answered from the cache, never remembered.
    var isMutation: Bool { method != "GET" }

    /// Whether the call is about the signed-in person's stars, which need a token allowed to star.
    var isStarring: Bool {
        switch self {
        case .starStatus, .star, .unstar, .starred: true
        default: false
        }
    }

    /// What a token needs for the starring calls.
    static let starringRequirement =
        "a classic token needs the public_repo or repo scope, a fine-grained token the Starring user permission"

    /// What the call does, for errors that name the action (`starring sample-org/demo`).
    var actionDescription: String {
        switch self {
        case .starStatus(let reference): "checking whether you starred \(reference)"
        case .star(let reference): "starring \(reference)"
        case .unstar(let reference): "unstarring \(reference)"
        case .starred: "listing your starred repositories"
        default: "reading the \(resourceDescription)"
        }
    }

    /// The query parameters, unencoded, in a stable order; an empty filter is left out rather than sent empty. An
    /// issue's labels go as one comma-separated list, of which GitHub requires every label.
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
        case .starred(let query):
            return [
                ("sort", query.sort.rawValue), ("direction", query.direction.rawValue),
                ("per_page", String(query.perPage)), ("page", String(query.page)),
            ]
        case .issues(let query):
            var items: [(name: String, value: String)] = [("state", query.state.rawValue)]
            let labels = query.labels.filter { !$0.isEmpty }
            if !labels.isEmpty { items.append(("labels", labels.joined(separator: ","))) }
            if let author = query.author, !author.isEmpty { items.append(("creator", author)) }
            return items + [("per_page", String(query.perPage)), ("page", String(query.page))]
        case .pullRequests(let query):
            var items: [(name: String, value: String)] = [("state", query.state.restState)]
            if let base = query.base, !base.isEmpty { items.append(("base", base)) }
            return items + [("per_page", String(query.perPage)), ("page", String(query.page))]
        case .ownerRepositories(let query):
            return [
                ("sort", query.sort.rawValue), ("direction", query.direction.rawValue),
                ("per_page", String(query.perPage)), ("page", String(query.page)),
            ]
        case .repository, .languages, .readme, .rawReadme, .latestRelease, .authenticatedUser, .rateLimit, .starStatus,
            .star, .unstar:
            return []
        }
    }

    /// The repository a 404 to this call means is not there (it does not exist, or is private to another account):
    /// the repository itself and the lists that belong to it. `nil` for a README, a latest release or a star check,
    /// whose 404 says that one thing is absent (answered as `nil` or `false`), and for calls that name no repository.
    var repositoryAnswering404: RepoReference? {
        switch self {
        case .repository(let reference), .languages(let reference), .contributors(let reference, _),
            .star(let reference), .unstar(let reference):
            reference
        case .issues(let query): query.repository
        case .pullRequests(let query): query.repository
        default: nil
        }
    }

    /// The address the source named for this page of a list (its previous page's `rel="next"` link), which the
    /// request goes to instead of the path and query built here; `nil` for every other call and for a first page.
    var pageAddress: PageAddress? {
        switch self {
        case .search(let query): query.address
        case .starred(let query): query.address
        case .issues(let query): query.address
        case .pullRequests(let query): query.address
        case .ownerRepositories(let query): query.address
        case .repository, .languages, .contributors, .readme, .rawReadme, .latestRelease, .authenticatedUser,
            .rateLimit, .starStatus, .star, .unstar:
            nil
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
        case .starStatus(let reference), .star(let reference), .unstar(let reference): "repository \(reference)"
        case .starred: "starred repositories"
        case .issues(let query): "issues of \(query.repository)"
        case .pullRequests(let query): "pull requests of \(query.repository)"
        case .ownerRepositories(let query): "account \(query.owner)"
        }
    }
}
