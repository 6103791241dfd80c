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
    private let errorMessage = ErrorMessage(
        timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })

    private struct Recording {
        let account: TestableObserver<AccountState>
        let quotas: TestableObserver<RateLimitOverview?>
        let tokenSource: TestableObserver<String?>
        let hint: TestableObserver<String?>
        let isLoading: TestableObserver<Bool>
        let error: TestableObserver<String>
        let wentBack: TestableObserver<Void>
    }

    /// Runs the account screen on virtual time: loaded at 100, disposed at `disposeAt`.
    private func run(
        _ scheduler: TestScheduler, useCase: AccountUseCaseFake,
        navigator: AccountNavigatorFake = AccountNavigatorFake(),
        refresh: [Recorded<Event<Void>>] = [], back: [Recorded<Event<Void>>] = [], disposeAt: Int = 10_000,
        wording: ErrorMessage? = nil
    ) -> Recording {
        SharingScheduler.mock(scheduler: scheduler) {
            let errorMessage = wording ?? errorMessage
            let output = AccountViewModel(useCase: useCase, navigator: navigator, errorMessage: errorMessage).transform(
                AccountViewModel.Input(
                    loadTrigger: scheduler.trigger([.next(100, ())]), refreshTrigger: scheduler.trigger(refresh),
                    backTrigger: scheduler.trigger(back)))
            let bag = DisposeBag()
            let recording = Recording(
                account: scheduler.record(output.account, in: bag), quotas: scheduler.record(output.quotas, in: bag),
                tokenSource: scheduler.record(output.tokenSource, in: bag),
                hint: scheduler.record(output.hint, in: bag), isLoading: scheduler.record(output.isLoading, in: bag),
                error: scheduler.record(output.error, in: bag), wentBack: scheduler.record(output.wentBack, in: bag))
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return recording
        }
    }

    private func tokenUseCase(_ scheduler: TestScheduler) -> AccountUseCaseFake {
        AccountUseCaseFake(
            hasToken: true,
            account: scheduler.createColdObservable([.next(20, Optional(octocat)), .completed(20)]).asObservable(),
            rateLimits: scheduler.createColdObservable([.next(30, tokenQuotas), .completed(30)]).asObservable())
    }

    func test_withToken_showsSignedInAccount() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: tokenUseCase(scheduler))
        XCTAssertEqual(recording.account.values, [.unknown, .signedIn(octocat)])
    }

    func test_withToken_showsQuotas() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: tokenUseCase(scheduler))
        XCTAssertEqual(recording.quotas.values, [nil, tokenQuotas])
    }

    func test_withToken_showsNoHint() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: tokenUseCase(scheduler))
        XCTAssertEqual(recording.hint.values, [nil])
    }

    func test_withToken_isLoadingUntilBothAnswersArrive() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: tokenUseCase(scheduler))
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoading.events.map(\.time), [1, 102, 132])
    }

    func test_withoutToken_isAnonymousWithoutAsking() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let useCase = AccountUseCaseFake(hasToken: false)
        let recording = run(scheduler, useCase: useCase)
        XCTAssertEqual(recording.account.values, [.anonymous])
        XCTAssertEqual(useCase.accountRequestCount, 0)
    }

    func test_withoutToken_showsLowerQuotas() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let useCase = AccountUseCaseFake(
            hasToken: false,
            rateLimits: scheduler.createColdObservable([.next(30, anonymousQuotas), .completed(30)]).asObservable())
        let recording = run(scheduler, useCase: useCase)
        XCTAssertEqual(recording.quotas.values, [nil, anonymousQuotas])
    }

    func test_withoutToken_hintsAtGithubToken() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: AccountUseCaseFake(hasToken: false))
        let hint = AccountViewModel.tokenHint(for: .anonymousGithub)
        XCTAssertEqual(recording.hint.values, [hint])
        XCTAssertTrue(hint.contains("set GH_TOKEN or GITHUB_TOKEN"), hint)
        XCTAssertEqual(recording.tokenSource.values, [nil])
    }

    func test_withoutEnterpriseToken_hintsAtEnterpriseVariables() {
        let enterprise = Authentication(
            host: "ghe.example.com", tokenSource: nil,
            tokenVariables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])
        XCTAssertTrue(
            AccountViewModel.tokenHint(for: enterprise).contains("set GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN"))
    }

    func test_withToken_showsItsSource() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recording = run(scheduler, useCase: AccountUseCaseFake(hasToken: true))
        XCTAssertEqual(recording.tokenSource.values, ["GH_TOKEN"])
        XCTAssertEqual(recording.hint.values, [nil])
    }

    func test_refusedToken_showsSentenceAndUnknownAccount() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let useCase = AccountUseCaseFake(
            hasToken: true,
            account: scheduler.createColdObservable([
                .error(20, RepositoryError.unauthorized(message: "Bad credentials"))
            ])
            .asObservable())
        let authentication = Authentication(
            host: "github.com", tokenSource: .environmentVariable("GH_TOKEN"),
            tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"])
        let recording = run(scheduler, useCase: useCase, wording: ErrorMessage(authentication: authentication))
        XCTAssertEqual(
            recording.error.values, ["GitHub refused the token from GH_TOKEN: Bad credentials; check GH_TOKEN"])
        XCTAssertEqual(recording.account.values, [.unknown])
    }

    func test_refresh_asksAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let useCase = tokenUseCase(scheduler)
        _ = run(scheduler, useCase: useCase, refresh: [.next(300, ())])
        XCTAssertEqual(useCase.accountRequestCount, 2)
        XCTAssertEqual(useCase.rateLimitRequestCount, 2)
    }

    func test_back_returns() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let navigator = AccountNavigatorFake()
        _ = run(scheduler, useCase: tokenUseCase(scheduler), navigator: navigator, back: [.next(200, ())])
        XCTAssertEqual(navigator.backCount, 1)
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            _ = run(scheduler, useCase: tokenUseCase(scheduler), disposeAt: 110)
        }
        XCTAssertEqual(Resources.total, baseline)
    }
}
