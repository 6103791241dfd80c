import Domain

/// `ConversationRepositoryType` over the GitHub REST API: an issue or a pull request, its comments and its reviews.
///
/// GitHub answers 404 alike for a number that is not there and for a repository that is not: on a 404 the
/// repository is asked for, so the error says which. A pull request's number asked for as a pull request answers as
/// one; an issue's answers 404 there, and its issue says it is no pull request.
public struct GithubConversationRepository: ConversationRepositoryType {
    private let service: APIService

    public init(service: APIService) {
        self.service = service
    }

    /// `GET /repos/{owner}/{repo}/issues/{number}`. A repository with issues turned off answers 410 even for its pull
    /// requests' numbers, so a 410 asks for the pull request before it says the issues are off.
    public func issue(_ reference: ConversationReference) async throws(RepositoryError) -> IssueDetail {
        do {
            return try await service.send(.issue(reference)).decode()
        } catch .notFound {
            throw try await missing(reference, "issue or pull request")
        } catch .issuesDisabled(let repository) {
            // A pull request's answer carries every member an issue's does but `pull_request`.
            guard let pullRequest = try? await service.send(.pullRequest(reference)).decode(IssueDetail.self) else {
                throw .issuesDisabled(repository: repository)
            }
            return pullRequest.markedAsPullRequest
        }
    }

    /// `GET /repos/{owner}/{repo}/pulls/{number}`; on a 404, `GET …/issues/{number}` says whether the number is an
    /// issue.
    public func pullRequest(_ reference: ConversationReference) async throws(RepositoryError) -> PullRequestDetail {
        do {
            return try await service.send(.pullRequest(reference)).decode()
        } catch .notFound {
            if let issue = try? await service.send(.issue(reference)).decode(IssueDetail.self), !issue.isPullRequest {
                throw .notAPullRequest(reference)
            }
            throw try await missing(reference, "pull request")
        }
    }

    /// `GET /repos/{owner}/{repo}/issues/{number}/comments`; a next page exists only if GitHub sent a `rel="next"`
    /// link. A comment that cannot be read is left out and counted.
    public func comments(_ query: IssueCommentQuery) async throws(RepositoryError) -> IssueCommentPage {
        try await service.send(.issueComments(query)).linkedPage(for: query)
    }

    /// `GET /repos/{owner}/{repo}/pulls/{number}/reviews`, paged as the comments are.
    public func reviews(_ query: ReviewQuery) async throws(RepositoryError) -> ReviewPage {
        try await service.send(.pullRequestReviews(query)).linkedPage(for: query)
    }

    /// The error for a `kind` GitHub did not find: its repository's own error when the repository is not there (or
    /// cannot be asked), else that the number names no such thing.
    private func missing(_ reference: ConversationReference, _ kind: String) async throws(RepositoryError)
        -> RepositoryError
    {
        _ = try await service.send(.repository(reference.repository))
        return .notFound(resource: "\(kind) \(reference)")
    }
}
