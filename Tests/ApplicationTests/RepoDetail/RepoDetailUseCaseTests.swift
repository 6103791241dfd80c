import Application
import Domain
import Reactive
import XCTest

final class RepoDetailUseCaseTests: XCTestCase {
    private let reference = RepoReference(owner: "apple", name: "swift")

    func test_repository_asksRepositoryWithReference() async throws {
        let repository = GithubRepoRepositoryFake()
        let values = try await RepoDetailUseCase(repository: repository).repository(reference).collect()
        XCTAssertEqual(repository.calls, [.repository(reference)])
        XCTAssertEqual(values.first?.subscriberCount, 7)
    }

    func test_languages_asksRepositoryWithReference() async throws {
        let repository = GithubRepoRepositoryFake()
        _ = try await RepoDetailUseCase(repository: repository).languages(reference).collect()
        XCTAssertEqual(repository.calls, [.languages(reference)])
    }

    func test_contributors_asksRepositoryWithReference() async throws {
        let repository = GithubRepoRepositoryFake()
        _ = try await RepoDetailUseCase(repository: repository).contributors(reference).collect()
        XCTAssertEqual(repository.calls, [.contributors(reference)])
    }

    func test_latestRelease_asksRepositoryWithReference() async throws {
        let repository = GithubRepoRepositoryFake()
        let values = try await RepoDetailUseCase(repository: repository).latestRelease(reference).collect()
        XCTAssertEqual(repository.calls, [.latestRelease(reference)])
        XCTAssertEqual(values.first??.tagName, "v1.0.0")
    }

    func test_readme_asksRepositoryWithReference() async throws {
        let repository = GithubRepoRepositoryFake()
        let values = try await RepoDetailUseCase(repository: repository).readme(reference).collect()
        XCTAssertEqual(repository.calls, [.readme(reference)])
        XCTAssertEqual(values, ["# repo1"])
    }

    func test_part_disposing_cancelsRequestTask() async {
        let started = expectation(description: "request started")
        let cancelled = expectation(description: "request task cancelled")
        let repository = GithubRepoRepositoryFake(
            behaviour: .waitUntilCancelled(started: { started.fulfill() }, cancelled: { cancelled.fulfill() }))
        let subscription = RepoDetailUseCase(repository: repository).readme(reference).subscribe { _ in }
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 10)
    }
}
