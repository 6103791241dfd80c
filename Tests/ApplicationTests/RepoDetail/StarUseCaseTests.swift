import Application
import Domain
import Reactive
import Synchronization
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

    func test_changes_tellEveryListenerWhatGithubConfirmed_andNothingElse() async throws {
        let repository = StarringRepositoryFake()
        let useCase = StarUseCase(repository: repository)
        let heard = Heard()
        let listening = useCase.changes.subscribe(onNext: { change in heard.append(change) })
        defer { listening.dispose() }
        let _: [Void] = try await useCase.setStarred(true, demo).collect()
        let _: [Void] = try await useCase.setStarred(false, demo).collect()
        let failing = StarUseCase(repository: StarringRepositoryFake(failure: .serverError(status: 502)))
        let listeningToTheFailure = failing.changes.subscribe(onNext: { change in heard.append(change) })
        defer { listeningToTheFailure.dispose() }
        _ = try? await failing.setStarred(true, demo).collect()
        XCTAssertEqual(
            heard.changes,
            [StarChange(reference: demo, isStarred: true), StarChange(reference: demo, isStarred: false)])
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

/// The changes a listener heard, locked: they arrive on the request's task.
private final class Heard: Sendable {
    private let heard = Mutex<[StarChange]>([])

    var changes: [StarChange] { heard.withLock { $0 } }

    func append(_ change: StarChange) {
        heard.withLock { $0.append(change) }
    }
}
