import Application
import Domain
import Reactive
import XCTest

final class StarredUseCaseTests: XCTestCase {
    func test_refusal_isTheRepositorys() {
        XCTAssertNil(StarredUseCase(repository: StarringRepositoryFake()).refusal)
        let refusing = StarringRepositoryFake(refusal: .tokenRequired(action: "listing your stars"))
        XCTAssertEqual(StarredUseCase(repository: refusing).refusal, .tokenRequired(action: "listing your stars"))
    }

    func test_page_asksTheRepositoryForThatPage() async throws {
        let repository = StarringRepositoryFake()
        let query = try StarredQuery(page: 2)
        let pages = try await StarredUseCase(repository: repository).page(query).collect()
        XCTAssertEqual(pages.map(\.query), [query])
        XCTAssertEqual(repository.calls, ["starred page 2"])
    }

    func test_page_nothingIsSentUntilSubscribed() throws {
        let repository = StarringRepositoryFake()
        _ = StarredUseCase(repository: repository).page(try StarredQuery())
        XCTAssertEqual(repository.calls, [])
    }

    func test_page_failsWithTheRepositorysError() async throws {
        let repository = StarringRepositoryFake(failure: .unauthorized(message: "Bad credentials"))
        do {
            _ = try await StarredUseCase(repository: repository).page(try StarredQuery()).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .unauthorized(message: "Bad credentials"))
        }
    }
}
