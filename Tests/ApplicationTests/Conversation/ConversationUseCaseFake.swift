import Application
import Domain
import Reactive
import Synchronization

/// A conversation's use case answering with the Observables set for it (cold ones on virtual time), and recording
/// what was asked for.
final class ConversationUseCaseFake: ConversationUseCaseType, Sendable {
    private struct State {
        var subject: Observable<ConversationSubject> = .never()
        var reviews: Observable<[PullRequestReview]> = .never()
        var comments: [IssueCommentQuery: Observable<IssueCommentPage>] = [:]
        var asked: [String] = []
    }

    private let state = Mutex(State())

    /// What was asked for, in order (`subject o/r#1`, `comments page 2`, `reviews o/r#1`).
    var asked: [String] { state.withLock { $0.asked } }

    func answerSubject(with answer: Observable<ConversationSubject>) {
        state.withLock { $0.subject = answer }
    }

    func answerReviews(with answer: Observable<[PullRequestReview]>) {
        state.withLock { $0.reviews = answer }
    }

    func answer(_ query: IssueCommentQuery, with answer: Observable<IssueCommentPage>) {
        state.withLock { $0.comments[query] = answer }
    }

    func subject(_ reference: ConversationReference) -> Observable<ConversationSubject> {
        state.withLock { state in
            state.asked.append("subject \(reference)")
            return state.subject
        }
    }

    func pullRequest(_ reference: ConversationReference) -> Observable<ConversationSubject> {
        state.withLock { state in
            state.asked.append("pullRequest \(reference)")
            return state.subject
        }
    }

    func comments(_ query: IssueCommentQuery) -> Observable<IssueCommentPage> {
        state.withLock { state in
            state.asked.append("comments page \(query.page)")
            return state.comments[query] ?? .never()
        }
    }

    func reviews(_ reference: ConversationReference) -> Observable<[PullRequestReview]> {
        state.withLock { state in
            state.asked.append("reviews \(reference)")
            return state.reviews
        }
    }
}
