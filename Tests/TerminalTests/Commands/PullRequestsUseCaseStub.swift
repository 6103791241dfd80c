import Application
import Domain
import Reactive

/// The pull request list's use case over hand-written pull requests, for command tests.
struct PullRequestsUseCaseStub: PullRequestsUseCaseType {
    let pages: LinkedPagesStub<PullRequestQuery, GithubPullRequest>

    init(_ pullRequests: [GithubPullRequest]) {
        pages = LinkedPagesStub(pullRequests, perPage: { $0.perPage })
    }

    func page(_ query: PullRequestQuery) -> Observable<PullRequestPage> {
        pages.page(query)
    }
}
