import Application
import Domain
import Reactive
import XCTest

final class SearchHistoryUseCaseTests: XCTestCase {
    func test_record_keepsTheQuerysTextSortAndOrder() async throws {
        let repository = SearchHistoryRepositoryFake()
        let query = try RepoSearchQuery(text: "tetris", sort: .stars, order: .ascending, perPage: 30, page: 3)
        _ = try await SearchHistoryUseCase(repository: repository).record(query).collect()
        XCTAssertEqual(repository.calls, ["record tetris stars asc"])
    }

    func test_suggestions_areThePrefixMatchesNewestFirst() async throws {
        let repository = SearchHistoryRepositoryFake()
        let useCase = SearchHistoryUseCase(repository: repository)
        for text in ["swift", "rust", "swiftui"] {
            _ = try await useCase.record(try RepoSearchQuery(text: text)).collect()
        }
        let suggestions = try await useCase.suggestions(for: " sw ", limit: 5).collect()
        XCTAssertEqual(suggestions.first?.map(\.text), ["swiftui", "swift"])
        XCTAssertEqual(repository.calls.last, #"entries prefix("sw") 5"#)
    }

    func test_suggestions_forEmptyText_areTheNewestEntries() async throws {
        let repository = SearchHistoryRepositoryFake()
        _ = try await SearchHistoryUseCase(repository: repository).suggestions(for: "  ", limit: 3).collect()
        XCTAssertEqual(repository.calls, ["entries all 3"])
    }

    func test_clear_andOpen_reachTheRepository() async throws {
        let recovery = SearchHistoryRecovery(path: "/h", movedTo: "/h.damaged-1", reason: "not a database")
        let repository = SearchHistoryRepositoryFake(recovery: recovery)
        let useCase = SearchHistoryUseCase(repository: repository)
        let opened = try await useCase.open().collect()
        XCTAssertEqual(opened, [recovery])
        _ = try await useCase.clear().collect()
        XCTAssertEqual(repository.calls, ["open", "clear"])
    }

    func test_storeFailure_reachesTheCallerAsItsError() async {
        let repository = SearchHistoryRepositoryFake(failure: .readOnly(path: "/h"))
        do {
            _ = try await SearchHistoryUseCase(repository: repository).entries(.all, limit: 10).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? SearchHistoryError, .readOnly(path: "/h"))
        }
    }
}
