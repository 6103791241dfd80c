import Domain

/// The GitHub API calls RepoBrowser makes.
///
/// `route` answers, for each call, everything the request and its errors need (`EndpointRoute`): one switch that
/// names every case, so the compiler asks a new call for its path, query, page address, words and what its 404
/// means. A list that belongs to one repository is an `EndpointRoute.repositoryList`, whose 404 says the repository
/// is not there.
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
    /// `GET /repos/{owner}/{repo}/issues/{number}`: an issue, or a pull request as an issue.
    case issue(ConversationReference)
    /// `GET /repos/{owner}/{repo}/pulls/{number}`.
    case pullRequest(ConversationReference)
    /// `GET /repos/{owner}/{repo}/issues/{number}/comments?per_page=&page=`: a page of a conversation's comments.
    case issueComments(IssueCommentQuery)
    /// `GET /repos/{owner}/{repo}/pulls/{number}/reviews?per_page=&page=`: a page of a pull request's reviews.
    case pullRequestReviews(ReviewQuery)

    /// `repos/{owner}/{repo}/{kind}/{number}`: an issue's or a pull request's own path.
    private static func conversationPath(_ reference: ConversationReference, _ kind: String) -> [String] {
        ["repos", reference.repository.owner, reference.repository.name, kind, String(reference.number)]
    }

    /// What a token needs for the starring calls.
    static let starringRequirement =
        "a classic token needs the public_repo or repo scope, a fine-grained token the Starring user permission"

    var route: EndpointRoute {
        switch self {
        case .search(let query):
            var items: [(name: String, value: String)] = [("q", query.text)]
            if query.sort != .bestMatch {
                items += [("sort", query.sort.rawValue), ("order", query.order.rawValue)]
            }
            items += [("per_page", String(query.perPage)), ("page", String(query.page))]
            return .read(
                ["search", "repositories"], query: items, page: query.address, resource: "search results",
                notFound: .notServed)
        case .repository(let reference):
            return .read(
                ["repos", reference.owner, reference.name], query: [], page: nil, resource: "repository \(reference)",
                notFound: .repositoryMissing(reference))
        case .languages(let reference):
            return .repositoryList(reference, ["languages"], query: [], page: nil, resource: "languages")
        case .contributors(let reference, let perPage):
            return .repositoryList(
                reference, ["contributors"], query: [("per_page", String(min(max(perPage, 1), 100)))], page: nil,
                resource: "contributors"
            ).answeringTooLargeAsUnavailable()
        case .readme(let reference):
            return .read(
                ["repos", reference.owner, reference.name, "readme"], query: [], page: nil,
                resource: "README of \(reference)", notFound: .absent
            ).representing(.readmeJSON)
        case .rawReadme(let reference):
            return .read(
                ["repos", reference.owner, reference.name, "readme"], query: [], page: nil,
                resource: "README of \(reference)", notFound: .absent
            ).representing(.rawReadme)
        case .latestRelease(let reference):
            return .read(
                ["repos", reference.owner, reference.name, "releases", "latest"], query: [], page: nil,
                resource: "latest release of \(reference)", notFound: .absent)
        case .authenticatedUser:
            return .read(["user"], query: [], page: nil, resource: "the signed-in user's account", notFound: .notServed)
        case .rateLimit:
            return .read(["rate_limit"], query: [], page: nil, resource: "rate limits", notFound: .rateLimitsTurnedOff)
        case .starStatus(let reference):
            return .starring(
                .get, reference, action: "checking whether you starred \(reference)", notFound: .absent)
        case .star(let reference):
            return .starring(.put, reference, action: "starring \(reference)", notFound: .repositoryMissing(reference))
        case .unstar(let reference):
            return .starring(
                .delete, reference, action: "unstarring \(reference)", notFound: .repositoryMissing(reference))
        case .starred(let query):
            let items: [(name: String, value: String)] = [
                ("sort", query.sort.rawValue), ("direction", query.direction.rawValue),
                ("per_page", String(query.perPage)), ("page", String(query.page)),
            ]
            return EndpointRoute.read(
                ["user", "starred"], query: items, page: query.address, resource: "starred repositories",
                notFound: .absent
            ).needingStarringPermission(action: "listing your starred repositories")
        case .issues(let query):
            var items: [(name: String, value: String)] = [("state", query.state.rawValue)]
            let labels = query.labels.filter { !$0.isEmpty }
            if !labels.isEmpty { items.append(("labels", labels.joined(separator: ","))) }
            if let author = query.author, !author.isEmpty { items.append(("creator", author)) }
            items += [("per_page", String(query.perPage)), ("page", String(query.page))]
            return .repositoryList(
                query.repository, ["issues"], query: items, page: query.address, resource: "issues"
            ).answeringGoneAsIssuesDisabled(in: query.repository)
        case .pullRequests(let query):
            var items: [(name: String, value: String)] = [("state", query.state.restState)]
            if let base = query.base, !base.isEmpty { items.append(("base", base)) }
            items += [("per_page", String(query.perPage)), ("page", String(query.page))]
            return .repositoryList(
                query.repository, ["pulls"], query: items, page: query.address, resource: "pull requests")
        case .ownerRepositories(let query):
            let items: [(name: String, value: String)] = [
                ("sort", query.sort.rawValue), ("direction", query.direction.rawValue),
                ("per_page", String(query.perPage)), ("page", String(query.page)),
            ]
            return .ownerList(query.owner, ["repos"], query: items, page: query.address)
        case .issue(let reference):
            // A 404 means the number or the repository is not there; the repository tells which.
            return EndpointRoute.read(
                Self.conversationPath(reference, "issues"), query: [], page: nil, resource: "issue \(reference)",
                notFound: .absent
            ).answeringGoneAsIssuesDisabled(in: reference.repository)
        case .pullRequest(let reference):
            return .read(
                Self.conversationPath(reference, "pulls"), query: [], page: nil, resource: "pull request \(reference)",
                notFound: .absent)
        case .issueComments(let query):
            return .read(
                Self.conversationPath(query.conversation, "issues") + ["comments"],
                query: [("per_page", String(query.perPage)), ("page", String(query.page))], page: query.address,
                resource: "comments of \(query.conversation)", notFound: .absent)
        case .pullRequestReviews(let query):
            return .read(
                Self.conversationPath(query.pullRequest, "pulls") + ["reviews"],
                query: [("per_page", String(query.perPage)), ("page", String(query.page))], page: query.address,
                resource: "reviews of \(query.pullRequest)", notFound: .absent)
        }
    }
}
