import Domain
import Reactive
import ReactiveTesting
import XCTest

@testable import Application

final class RepoDetailUseCaseTests: XCTestCase {
    private let reference = RepoReference(owner: "apple", name: "swift")

    /// The part each update carries, and whether it succeeded.
    private func summary(_ update: RepoDetailUpdate) -> String {
        switch update {
        case .repository(let result): "repository " + outcome(result)
        case .languages(let result): "languages " + outcome(result)
        case .contributors(let result): "contributors " + outcome(result)
        case .latestRelease(let result): "latestRelease " + outcome(result)
        case .readme(let result): "readme " + outcome(result)
        }
    }

    private func outcome<Value>(_ result: Result<Value, RepositoryError>) -> String {
        if case .failure(let error) = result { "failed: \(error)" } else { "loaded" }
    }

    func test_detail_asksEveryPartWithTheReference() async throws {
        let repository = GithubRepoRepositoryFake()
        let updates = try await RepoDetailUseCase(repository: repository).detail(reference).collect()
        XCTAssertEqual(
            Set(repository.calls),
            [
                .repository(reference), .languages(reference), .contributors(reference), .latestRelease(reference),
                .readme(reference),
            ])
        XCTAssertEqual(updates.count, 5)
        guard case .repository(.success(let fresh)) = updates.first else { return XCTFail("repository not first") }
        XCTAssertEqual(fresh.subscriberCount, 7)
    }

    /// The fan-out on virtual time: the repository answers 100 ticks after it is asked, every other part 100
    /// ticks after it is asked, except `readme` after 30.
    private final class FanOut {
        let scheduler = TestScheduler(initialClock: 0)
        lazy var repository = part(.repository(.success(.fixture(id: 1))), after: 100)
        lazy var others = [
            part(.languages(.success([])), after: 100),
            part(.contributors(.success(ContributorList(complete: []))), after: 100),
            part(.latestRelease(.success(nil)), after: 100), part(.readme(.success(nil)), after: 30),
        ]

        func part(_ update: RepoDetailUpdate, after ticks: Int) -> TestableObservable<RepoDetailUpdate> {
            scheduler.createColdObservable([.next(ticks, update), .completed(ticks)])
        }

        func run() -> TestableObserver<RepoDetailUpdate> {
            let first = repository.asObservable()
            let others = self.others.map { $0.asObservable() }
            return scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
                RepoDetailUseCase.fanOut(
                    first: first, then: others, maximumConcurrent: RepoDetailUseCase.defaultMaximumConcurrentRequests)
            }
        }
    }

    func test_fanOut_asksForTheRepositoryAloneFirst() {
        let fanOut = FanOut()
        _ = fanOut.run()
        XCTAssertEqual(fanOut.repository.subscriptions, [Subscription(0, 100)])
        XCTAssertTrue(fanOut.others.allSatisfy { ($0.subscriptions.first?.subscribe ?? 0) >= 100 })
    }

    func test_fanOut_keepsAtMostTwoRequestsInFlight() {
        let fanOut = FanOut()
        _ = fanOut.run()
        XCTAssertEqual(fanOut.others[0].subscriptions, [Subscription(100, 200)])
        XCTAssertEqual(fanOut.others[1].subscriptions, [Subscription(100, 200)])
        XCTAssertEqual(fanOut.others[2].subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(fanOut.others[3].subscriptions, [Subscription(200, 230)])
    }

    func test_fanOut_deliversEachPartAsItArrives() {
        let updates = FanOut().run()
        XCTAssertEqual(updates.events.map(\.time), [100, 200, 200, 230, 300, 300])
        XCTAssertEqual(
            updates.values.map(summary),
            [
                "repository loaded", "languages loaded", "contributors loaded", "readme loaded", "latestRelease loaded",
            ])
    }

    func test_fanOut_missingRepositoryFailsEveryPartWithoutAskingForThem() {
        let fanOut = FanOut()
        let missing = RepositoryError.repositoryNotFound(RepoReference(owner: "apple", name: "swift"))
        fanOut.repository = fanOut.part(.repository(.failure(missing)), after: 100)
        let updates = fanOut.run()
        XCTAssertTrue(fanOut.others.allSatisfy { $0.subscriptions.isEmpty })
        XCTAssertEqual(updates.events.map(\.time), [100, 100, 100, 100, 100, 100])
        XCTAssertEqual(
            updates.values.map(summary),
            ["repository", "languages", "contributors", "latestRelease", "readme"].map { "\($0) failed: \(missing)" })
    }

    func test_fanOut_anotherMissingThingStillAsksForEveryPart() {
        let fanOut = FanOut()
        let missing = RepositoryError.notFound(resource: "README of apple/swift")
        fanOut.repository = fanOut.part(.repository(.failure(missing)), after: 100)
        _ = fanOut.run()
        XCTAssertTrue(fanOut.others.allSatisfy { $0.subscriptions.count == 1 })
    }

    func test_fanOut_otherRepositoryFailureStillAsksForEveryPart() {
        let fanOut = FanOut()
        fanOut.repository = fanOut.part(.repository(.failure(.serverError(status: 502))), after: 100)
        let updates = fanOut.run()
        XCTAssertTrue(fanOut.others.allSatisfy { $0.subscriptions.count == 1 })
        XCTAssertEqual(updates.values.count, 5)
    }

    func test_detail_failedPartNeitherCancelsNorHidesTheOthers() async throws {
        let failure = RepositoryError.serverError(status: 502)
        let repository = GithubRepoRepositoryFake(
            behaviour: .failOnly { call in
                switch call {
                case .repository, .languages: failure
                default: nil
                }
            })
        let updates = try await RepoDetailUseCase(repository: repository).detail(reference).collect()
        XCTAssertEqual(
            Set(updates.map(summary)),
            [
                "repository failed: \(failure)", "languages failed: \(failure)", "contributors loaded",
                "latestRelease loaded", "readme loaded",
            ])
    }

    func test_detail_disposing_cancelsRequestsInFlight() async {
        let started = expectation(description: "request started")
        let cancelled = expectation(description: "request task cancelled")
        let repository = GithubRepoRepositoryFake(
            behaviour: .waitUntilCancelled(started: { started.fulfill() }, cancelled: { cancelled.fulfill() }))
        let subscription = RepoDetailUseCase(repository: repository).detail(reference).subscribe { _ in }
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 10)
        XCTAssertEqual(repository.calls, [.repository(reference)], "nothing else starts after disposal")
    }
}
