import Application
import Domain
import Reactive
import Synchronization
import XCTest

final class IssuesUseCaseTests: XCTestCase {
    /// An issue repository answering every query with one issue, or failing, and recording the pages asked for.
    private final class IssueRepositoryFake: IssueRepositoryType {
        let failure: RepositoryError?
        private let asked = Mutex<[Int]>([])

        init(failure: RepositoryError? = nil) {
            self.failure = failure
        }

        var pages: [Int] { asked.withLock { $0 } }

        func issues(_ query: IssueQuery) async throws(RepositoryError) -> IssuePage {
            asked.withLock { $0.append(query.page) }
            if let failure { throw failure }
            return IssuePage(
                query: query, items: [.fixture(number: 1)], hasNextLink: false, lastPage: nil, rateLimit: nil)
        }
    }

    private let query = try! IssueQuery(repository: RepoReference(owner: "octo-org", name: "tracker"), page: 2)

    func test_page_asksTheRepositoryForThatPage() async throws {
        let repository = IssueRepositoryFake()
        let pages = try await IssuesUseCase(repository: repository).page(query).collect()
        XCTAssertEqual(pages.map(\.query), [query])
        XCTAssertEqual(repository.pages, [2])
    }

    func test_page_nothingIsSentUntilSubscribed() {
        let repository = IssueRepositoryFake()
        _ = IssuesUseCase(repository: repository).page(query)
        XCTAssertEqual(repository.pages, [])
    }

    func test_page_failsWithTheRepositorysError() async {
        let repository = IssueRepositoryFake(failure: .notFound(resource: "issues of octo-org/tracker"))
        do {
            _ = try await IssuesUseCase(repository: repository).page(query).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .notFound(resource: "issues of octo-org/tracker"))
        }
    }
}
