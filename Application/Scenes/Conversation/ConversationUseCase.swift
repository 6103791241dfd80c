import Domain
import Reactive

/// What a conversation (and the `issue view` and `pr view` commands) needs from the outside world.
public protocol ConversationUseCaseType: Sendable {
    /// The issue `reference` names or, when it is a pull request, the pull request with its own facts.
    func subject(_ reference: ConversationReference) -> Observable<ConversationSubject>
    /// The pull request `reference` names, with the facts it shares with an issue; fails with
    /// `RepositoryError.notAPullRequest` for an issue's number.
    func pullRequest(_ reference: ConversationReference) -> Observable<ConversationSubject>
    /// One page of the comments, oldest first.
    func comments(_ query: IssueCommentQuery) -> Observable<IssueCommentPage>
    /// Every review of the pull request, oldest first: page after page, at most `ConversationUseCase.maximumReviewPages`.
    func reviews(_ reference: ConversationReference) -> Observable<[PullRequestReview]>
}

/// Coordinates a conversation's requests through an injected conversation repository, bridging its async calls to
/// Observables: the issue first, then the pull request's own facts when it is one; the reviews page by page.
public struct ConversationUseCase: ConversationUseCaseType {
    /// The most pages of reviews read (100 each): a pull request with more is shown with the first ten thousand.
    public static let maximumReviewPages = 100

    private let repository: any ConversationRepositoryType

    public init(repository: any ConversationRepositoryType) {
        self.repository = repository
    }

    public func subject(_ reference: ConversationReference) -> Observable<ConversationSubject> {
        let repository = self.repository
        return Observable.fromAsync {
            let issue = try await repository.issue(reference)
            guard issue.isPullRequest else { return ConversationSubject(issue: issue, pullRequest: nil) }
            return ConversationSubject(issue: issue, pullRequest: try await repository.pullRequest(reference))
        }
    }

    public func pullRequest(_ reference: ConversationReference) -> Observable<ConversationSubject> {
        let repository = self.repository
        return Observable.fromAsync {
            // Both at once: a pull request's number answers as an issue too, and the two answers make the subject.
            async let issue = repository.issue(reference)
            let pullRequest = try await repository.pullRequest(reference)
            return ConversationSubject(issue: try await issue, pullRequest: pullRequest)
        }
    }

    public func comments(_ query: IssueCommentQuery) -> Observable<IssueCommentPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.comments(query) }
    }

    public func reviews(_ reference: ConversationReference) -> Observable<[PullRequestReview]> {
        let repository = self.repository
        return Observable.fromAsync {
            var reviews: [PullRequestReview] = []
            var next: ReviewQuery? = try ReviewQuery(pullRequest: reference)
            var pages = 0
            while let query = next, pages < Self.maximumReviewPages {
                let page = try await repository.reviews(query)
                reviews += page.items
                next = page.nextQuery
                pages += 1
            }
            return reviews
        }
    }
}
