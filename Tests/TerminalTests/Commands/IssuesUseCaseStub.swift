import Application
import Domain
import Reactive

/// The issue list's use case over hand-written issues, for command tests.
struct IssuesUseCaseStub: IssuesUseCaseType {
    let pages: LinkedPagesStub<IssueQuery, GithubIssue>

    init(_ issues: [GithubIssue], skippedPerPage: Int = 0, error: RepositoryError? = nil) {
        pages = LinkedPagesStub(issues, perPage: { $0.perPage }, skippedPerPage: skippedPerPage, error: error)
    }

    func page(_ query: IssueQuery) -> Observable<IssuePage> {
        pages.page(query)
    }
}
