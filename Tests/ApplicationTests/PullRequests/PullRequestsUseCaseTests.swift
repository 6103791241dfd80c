import Application
import Domain
import Reactive
import Synchronization
import XCTest

final class PullRequestsUseCaseTests: XCTestCase {
    /// A pull request repository answering every query with one merged pull request, or failing.
    private final class PullRequestRepositoryFake: PullRequestRepositoryType {
        let failure: RepositoryError?
        private let asked = Mutex<[PullRequestQuery]>([])

        init(failure: RepositoryError? = nil) {
            self.failure = failure
        }

        var queries: [PullRequestQuery] { asked.withLock { $0 } }

        func pullRequests(_ query: PullRequestQuery) async throws(RepositoryError) -> PullRequestPage {
            asked.withLock { $0.append(query) }
            if let failure { throw failure }
            return PullRequestPage(
                query: query, items: [.fixture(number: 3, isMerged: true)], hasNextLink: false, lastPage: nil,
                rateLimit: nil)
        }
    }

    private let query = try! PullRequestQuery(
        repository: RepoReference(owner: "octo-org", name: "tracker"), state: .merged, base: "main")

    func test_page_asksTheRepositoryForThatQuery_whenSubscribed() async throws {
        let repository = PullRequestRepositoryFake()
        let observable = PullRequestsUseCase(repository: repository).page(query)
        XCTAssertEqual(repository.queries, [], "nothing is sent until subscribed")
        let pages = try await observable.collect()
        XCTAssertEqual(pages.flatMap(\.items).map(\.status), [.merged])
        XCTAssertEqual(repository.queries, [query])
    }

    func test_page_failsWithTheRepositorysError() async {
        let repository = PullRequestRepositoryFake(failure: .serverError(status: 503))
        do {
            _ = try await PullRequestsUseCase(repository: repository).page(query).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .serverError(status: 503))
        }
    }
}
