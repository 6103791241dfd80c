import Application
import Domain
import Reactive
import XCTest

final class StarUseCaseTests: XCTestCase {
    private let demo = RepoReference(owner: "sample-org", name: "demo")

    func test_refusal_isTheRepositorys() {
        XCTAssertNil(StarUseCase(repository: StarringRepositoryFake()).refusal)
        let refusing = StarringRepositoryFake(refusal: .tokenRequired(action: "starring"))
        XCTAssertEqual(StarUseCase(repository: refusing).refusal, .tokenRequired(action: "starring"))
    }

    func test_isStarred_deliversTheRepositorysAnswer() async throws {
        let repository = StarringRepositoryFake(starred: [demo])
        let values = try await StarUseCase(repository: repository).isStarred(demo).collect()
        XCTAssertEqual(values, [true])
        XCTAssertEqual(repository.calls, ["isStarred sample-org/demo"])
    }

    func test_setStarredTrue_stars_andFalseUnstars() async throws {
        let repository = StarringRepositoryFake()
        let useCase = StarUseCase(repository: repository)
        let starred: [Void] = try await useCase.setStarred(true, demo).collect()
        XCTAssertEqual(starred.count, 1)
        XCTAssertEqual(repository.starred, [demo])
        let unstarred: [Void] = try await useCase.setStarred(false, demo).collect()
        XCTAssertEqual(unstarred.count, 1)
        XCTAssertEqual(repository.starred, [])
        XCTAssertEqual(repository.calls, ["star sample-org/demo", "unstar sample-org/demo"])
    }

    func test_setStarred_nothingIsSentUntilSubscribed() {
        let repository = StarringRepositoryFake()
        _ = StarUseCase(repository: repository).setStarred(true, demo)
        XCTAssertEqual(repository.calls, [])
    }

    func test_setStarred_failsWithTheRepositorysError() async {
        let refused = RepositoryError.missingPermission(
            action: "starring sample-org/demo", requirement: "r", message: "m")
        let repository = StarringRepositoryFake(failure: refused)
        do {
            _ = try await StarUseCase(repository: repository).setStarred(true, demo).collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RepositoryError, refused)
        }
    }
}
