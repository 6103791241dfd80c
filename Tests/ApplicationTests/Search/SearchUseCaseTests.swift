import Application
import Domain
import Reactive
import XCTest

final class SearchUseCaseTests: XCTestCase {
    func test_search_asksRepositoryWithQuery() async throws {
        let repository = GithubRepoRepositoryFake()
        let query = RepoSearchQuery.fixture("vapor", sort: .stars, page: 3)
        _ = try await SearchUseCase(repository: repository).search(query).collect()
        XCTAssertEqual(repository.calls, [.search(query)])
    }

    func test_search_deliversPageThenCompletes() async throws {
        let query = RepoSearchQuery.fixture()
        let pages = try await SearchUseCase(repository: GithubRepoRepositoryFake()).search(query).collect()
        XCTAssertEqual(pages, [.fixture(query, ids: [1, 2])])
    }

    func test_search_deliversRepositoryError() async {
        let repository = GithubRepoRepositoryFake(behaviour: .fail(.network(.unreachable, host: "api.github.com")))
        do {
            _ = try await SearchUseCase(repository: repository).search(.fixture()).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .network(.unreachable, host: "api.github.com"))
        }
    }

    func test_search_isNotStartedUntilSubscribed() {
        let repository = GithubRepoRepositoryFake()
        _ = SearchUseCase(repository: repository).search(.fixture())
        XCTAssertEqual(repository.calls, [])
    }

    func test_search_disposing_cancelsRequestTask() async {
        let started = expectation(description: "request started")
        let cancelled = expectation(description: "request task cancelled")
        let repository = GithubRepoRepositoryFake(
            behaviour: .waitUntilCancelled(started: { started.fulfill() }, cancelled: { cancelled.fulfill() }))
        let subscription = SearchUseCase(repository: repository).search(.fixture()).subscribe { _ in }
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 10)
    }
}
