import Domain

/// `StarringRepositoryType` over the GitHub REST API: `/user/starred/{owner}/{repo}` (`GET`, `PUT`, `DELETE`) and
/// `GET /user/starred`.
///
/// Without a token every method throws `RepositoryError.tokenRequired` before anything is sent: each of these
/// calls is about the signed-in person, and GitHub would only answer 401.
public struct GithubStarringRepository: StarringRepositoryType {
    private let service: APIService

    public init(service: APIService) {
        self.service = service
    }

    /// `.tokenRequired` when requests carry no token, else `nil`.
    public var refusal: RepositoryError? {
        service.configuration.hasToken ? nil : .tokenRequired(action: "starring")
    }

    /// `GET /user/starred/{owner}/{repo}`: true on 204, false on 404.
    public func isStarred(_ reference: RepoReference) async throws(RepositoryError) -> Bool {
        try requireToken(for: .starStatus(reference))
        do {
            _ = try await service.send(.starStatus(reference))
            return true
        } catch .notFound {
            return false
        }
    }

    /// `PUT /user/starred/{owner}/{repo}` with `Content-Length: 0`.
    public func star(_ reference: RepoReference) async throws(RepositoryError) {
        try requireToken(for: .star(reference))
        _ = try await service.send(.star(reference))
    }

    /// `DELETE /user/starred/{owner}/{repo}`.
    public func unstar(_ reference: RepoReference) async throws(RepositoryError) {
        try requireToken(for: .unstar(reference))
        _ = try await service.send(.unstar(reference))
    }

    /// `GET /user/starred`; a next page exists only if GitHub sent a `rel="next"` link. An item that cannot be
    /// read is left out and counted.
    public func starred(_ query: StarredQuery) async throws(RepositoryError) -> StarredPage {
        try requireToken(for: .starred(query))
        return try await service.send(.starred(query)).linkedPage(for: query)
    }

    /// Throws `.tokenRequired` naming `endpoint`'s action when requests carry no token.
    private func requireToken(for endpoint: Endpoint) throws(RepositoryError) {
        guard service.configuration.hasToken else { throw .tokenRequired(action: endpoint.route.action) }
    }
}
