import Application
import Domain
import Reactive
import XCTest

final class OwnerRepositoriesUseCaseTests: XCTestCase {
    func test_page_asksTheRepositoryForThatPage() async throws {
        let repository = OwnerRepoRepositoryFake()
        let query = try OwnerRepoQuery(owner: "octo-org", sort: .pushed, page: 2)
        let pages = try await OwnerRepositoriesUseCase(repository: repository).page(query).collect()
        XCTAssertEqual(pages.map(\.query), [query])
        XCTAssertEqual(repository.queries, [query])
    }

    func test_page_nothingIsSentUntilSubscribed() throws {
        let repository = OwnerRepoRepositoryFake()
        _ = OwnerRepositoriesUseCase(repository: repository).page(try OwnerRepoQuery(owner: "octo-org"))
        XCTAssertEqual(repository.queries, [])
    }

    func test_page_failsWithTheRepositorysError() async throws {
        let failure = RepositoryError.notRecorded(reason: "The offline snapshot has no repositories of octo-org")
        let repository = OwnerRepoRepositoryFake(failure: failure)
        do {
            _ = try await OwnerRepositoriesUseCase(repository: repository).page(try OwnerRepoQuery(owner: "octo-org"))
                .collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, failure)
        }
    }
}
