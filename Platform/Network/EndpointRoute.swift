import Domain

/// Everything one GitHub call is: what is sent (method, path, query, the page address, the media type) and how its
/// refusals read (the words that name it, what a 404 means). `Endpoint.route` answers it for every call in one switch
/// with no `default:`, so a new call is asked each question by the compiler.
struct EndpointRoute: Sendable {
    enum Method: String, Sendable {
        case get = "GET"
        case put = "PUT"
        case delete = "DELETE"
    }

    /// What the answer is, which decides the `Accept` header and the cap on the body.
    enum Representation: Sendable {
        /// GitHub's JSON.
        case json
        /// A README as JSON: its name and its base64 content.
        case readmeJSON
        /// A README's raw text.
        case rawReadme
    }

    /// What GitHub means by answering 404 to the call.
    enum NotFound: Sendable {
        /// The repository itself is not there (it does not exist, or it is private to another account): said of the
        /// repository and of every list that belongs to it, so a missing repository never reads as an empty list.
        case repositoryMissing(RepoReference)
        /// This one thing is absent while what it belongs to exists (a README, a release, an account's list).
        case absent
        /// The host does not serve the call at all (the search, the signed-in user): the API URL is wrong.
        case notServed
        /// The host has rate limiting turned off (`/rate_limit` on a GitHub Enterprise Server without it).
        case rateLimitsTurnedOff
    }

    let method: Method
    /// The path segments after the base path, unencoded.
    let pathSegments: [String]
    /// The query parameters, unencoded, in a stable order.
    let queryItems: [(name: String, value: String)]
    /// The address the source named for this page of a list (its previous page's `rel="next"` link), which the
    /// request goes to instead of the path and query; `nil` for every other call and for a first page.
    let pageAddress: PageAddress?
    private(set) var representation: Representation
    /// What the call asks for, as an error names it (`issues of sample-org/tracker`).
    let resource: String
    let notFound: NotFound
    /// What the call does, as an error names it (`starring sample-org/demo`, `reading the issues of …`).
    private(set) var action: String
    /// Whether the call needs a token allowed to star: a 403 then says which permission is missing.
    private(set) var needsStarringPermission: Bool
    /// The repository whose issues the call reads, when GitHub's 410 Gone means they are turned off.
    private(set) var issuesOf: RepoReference?
    /// Whether GitHub's 403 "too large" means it will not list this one thing (a very large repository's
    /// contributors), rather than a refused token.
    private(set) var refusesWhenTooLarge: Bool

    /// A `GET` of JSON that reads `resource`, whose 404 means `notFound`.
    static func read(
        _ pathSegments: [String], query: [(name: String, value: String)], page: PageAddress?, resource: String,
        notFound: NotFound
    ) -> EndpointRoute {
        EndpointRoute(
            method: .get, pathSegments: pathSegments, queryItems: query, pageAddress: page, representation: .json,
            resource: resource, notFound: notFound, action: "reading the \(resource)", needsStarringPermission: false,
            issuesOf: nil, refusesWhenTooLarge: false)
    }

    /// A list that belongs to `repository` (`GET /repos/{owner}/{repo}/{segment}…`), paged with `Link` headers: its
    /// 404 means the repository is not there.
    static func repositoryList(
        _ repository: RepoReference, _ segments: [String], query: [(name: String, value: String)],
        page: PageAddress?, resource: String
    ) -> EndpointRoute {
        read(
            ["repos", repository.owner, repository.name] + segments, query: query, page: page,
            resource: "\(resource) of \(repository)", notFound: .repositoryMissing(repository))
    }

    /// A list that belongs to the account `owner` (`GET /users/{login}/{segment}…`), paged with `Link` headers: its 404
    /// means GitHub knows no such account.
    static func ownerList(
        _ owner: String, _ segments: [String], query: [(name: String, value: String)], page: PageAddress?
    ) -> EndpointRoute {
        read(["users", owner] + segments, query: query, page: page, resource: "account \(owner)", notFound: .absent)
    }

    /// A call about the signed-in person's star on `repository`, which needs a token allowed to star.
    static func starring(_ method: Method, _ repository: RepoReference, action: String, notFound: NotFound)
        -> EndpointRoute
    {
        EndpointRoute(
            method: method, pathSegments: ["user", "starred", repository.owner, repository.name], queryItems: [],
            pageAddress: nil, representation: .json, resource: "repository \(repository)", notFound: notFound,
            action: action, needsStarringPermission: true, issuesOf: nil, refusesWhenTooLarge: false)
    }

    /// This route, with GitHub's 410 Gone meaning that `repository` turned its issues off.
    func answeringGoneAsIssuesDisabled(in repository: RepoReference) -> EndpointRoute {
        var route = self
        route.issuesOf = repository
        return route
    }

    /// This route, needing a token allowed to star, doing `action`.
    func needingStarringPermission(action: String) -> EndpointRoute {
        var route = self
        route.needsStarringPermission = true
        route.action = action
        return route
    }

    /// This route, with GitHub's 403 "too large" meaning that it will not produce the resource.
    func answeringTooLargeAsUnavailable() -> EndpointRoute {
        var route = self
        route.refusesWhenTooLarge = true
        return route
    }

    /// This route, asking for `representation` instead of JSON.
    func representing(_ representation: Representation) -> EndpointRoute {
        var route = self
        route.representation = representation
        return route
    }
}
