import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

final class AccountViewModelTests: XCTestCase {
    private let octocat = Account(login: "octocat", name: "The Octocat", htmlURL: nil, publicRepositoryCount: 8)
    private let tokenQuotas = RateLimitOverview(
        search: .fixture(limit: 30, remaining: 30, resource: "search"),
        core: .fixture(limit: 5000, remaining: 4990, resource: "core"))
    private let anonymousQuotas = RateLimitOverview(
        search: .fixture(limit: 10, remaining: 10, resource: "search"),
        core: .fixture(limit: 60, remaining: 59, resource: "core"))

    private func tokenUseCase(_ scheduler: TestScheduler) -> AccountUseCaseFake {
        AccountUseCaseFake(
            hasToken: true,
            account: scheduler.createColdObservable([.next(20, Optional(octocat)), .completed(20)]).asObservable(),
            rateLimits: scheduler.createColdObservable([.next(30, tokenQuotas), .completed(30)]).asObservable())
    }

    func test_withToken_showsSignedInAccount() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        scene.useCase = tokenUseCase(scheduler)
        let recording = scene.run()
        XCTAssertEqual(recording.account.values, [.unknown, .signedIn(octocat)])
    }

    func test_withToken_showsQuotas() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        scene.useCase = tokenUseCase(scheduler)
        let recording = scene.run()
        XCTAssertEqual(recording.quotas.values, [nil, tokenQuotas])
    }

    func test_withToken_isLoadingUntilBothAnswersArrive() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        scene.useCase = tokenUseCase(scheduler)
        let recording = scene.run()
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoading.events.map(\.time), [1, 102, 132])
    }

    func test_withoutToken_isAnonymousWithoutAsking() {
        let scene = AccountSceneHarness()
        let useCase = AccountUseCaseFake(hasToken: false)
        scene.useCase = useCase
        let recording = scene.run()
        XCTAssertEqual(recording.account.values, [.anonymous])
        XCTAssertEqual(useCase.accountRequestCount, 0)
    }

    func test_withoutToken_showsLowerQuotas() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        let useCase = AccountUseCaseFake(
            hasToken: false,
            rateLimits: scheduler.createColdObservable([.next(30, anonymousQuotas), .completed(30)]).asObservable())
        scene.useCase = useCase
        let recording = scene.run()
        XCTAssertEqual(recording.quotas.values, [nil, anonymousQuotas])
    }

    func test_withoutToken_saysRequestsAreAnonymous() {
        let scene = AccountSceneHarness()
        scene.useCase = AccountUseCaseFake(hasToken: false)
        let recording = scene.run()
        XCTAssertEqual(recording.authentication.values.map(\.hasToken), [false])
    }

    func test_withToken_saysWhereItCameFrom() {
        let scene = AccountSceneHarness()
        scene.useCase = AccountUseCaseFake(hasToken: true)
        let recording = scene.run()
        XCTAssertEqual(recording.authentication.values.map(\.tokenSource), [.environmentVariable("GH_TOKEN")])
    }

    func test_refusedToken_showsItsErrorAndUnknownAccount() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        let useCase = AccountUseCaseFake(
            hasToken: true,
            account: scheduler.createColdObservable([
                .error(20, RepositoryError.unauthorized(message: "Bad credentials"))
            ])
            .asObservable())
        scene.useCase = useCase
        let recording = scene.run()
        XCTAssertEqual(recording.error.values.compactMap { $0 }, [.unauthorized(message: "Bad credentials")])
        XCTAssertEqual(recording.account.values, [.unknown])
    }

    func test_errorLine_saysAFailure_untilTheQuotasArrive() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        scene.useCase = AccountUseCaseFake(
            hasToken: true,
            account: scheduler.createColdObservable([.error(20, RepositoryError.serverError(status: 502))])
                .asObservable(),
            rateLimits: scheduler.createColdObservable([.next(30, tokenQuotas), .completed(30)]).asObservable())
        let recording = scene.run()
        XCTAssertEqual(recording.error.values, [nil, .serverError(status: 502), nil])
        // The account fails at 121 and the quotas arrive at 131; each reaches the error line one tick later.
        XCTAssertEqual(recording.error.events.map(\.time), [0, 122, 132])
    }

    func test_refresh_asksAgain() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        let useCase = tokenUseCase(scheduler)
        scene.useCase = useCase
        scene.fire(\.refreshTrigger, [.next(300, ())])
        _ = scene.run()
        XCTAssertEqual(useCase.accountRequestCount, 2)
        XCTAssertEqual(useCase.rateLimitRequestCount, 2)
    }

    func test_back_returns() {
        let scene = AccountSceneHarness()
        let scheduler = scene.scheduler
        scene.useCase = tokenUseCase(scheduler)
        scene.fire(\.backTrigger, [.next(200, ())])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = AccountSceneHarness()
            let scheduler = scene.scheduler
            scene.useCase = tokenUseCase(scheduler)
            scene.disposeAt = 110
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            AccountViewModel(useCase: AccountUseCaseFake(hasToken: false), navigator: AccountNavigatorFake())
        ) { AccountViewModel.Input(loadTrigger: $0) }
    }
}
