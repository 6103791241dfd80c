import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

/// The account screen leads to your repositories once it knows who you are: the login arrives after the screen opens
/// (tick 100 loads, the account answers 20 ticks later), and the trigger leads nowhere before that, or without a token.
final class AccountToOwnerRepositoriesTests: XCTestCase {
    private let octocat = Account(login: "octocat", name: nil, htmlURL: nil, publicRepositoryCount: 8)

    private func signedIn(_ scene: AccountSceneHarness) -> AccountUseCaseFake {
        AccountUseCaseFake(
            hasToken: true,
            account: scene.scheduler.createColdObservable([.next(20, Optional(octocat)), .completed(20)])
                .asObservable())
    }

    func test_onceTheAccountIsKnown_showsItsRepositories() {
        let scene = AccountSceneHarness()
        scene.useCase = signedIn(scene)
        scene.fire(\.ownerRepositoriesTrigger, at: 200)
        let shown = scene.record(\.ownerRepositoriesShown)
        _ = scene.run()
        XCTAssertEqual(shown.values, ["octocat"])
        XCTAssertEqual(scene.navigator.calls.all, ["toOwnerRepositories octocat"])
    }

    func test_beforeTheAccountIsKnown_leadsNowhere() {
        let scene = AccountSceneHarness()
        scene.useCase = signedIn(scene)
        scene.fire(\.ownerRepositoriesTrigger, at: 50, 110)
        let shown = scene.record(\.ownerRepositoriesShown)
        _ = scene.run()
        XCTAssertEqual(shown.values, [])
        XCTAssertEqual(scene.navigator.calls.all, [])
    }

    func test_withoutAToken_leadsNowhere() {
        let scene = AccountSceneHarness()
        scene.fire(\.ownerRepositoriesTrigger, at: 200)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, [])
    }

    func test_leadingThere_asksForTheAccountNoMoreThanOnce() {
        let scene = AccountSceneHarness()
        scene.useCase = signedIn(scene)
        scene.fire(\.ownerRepositoriesTrigger, at: 200, 300)
        _ = scene.run()
        XCTAssertEqual(scene.useCase.accountRequestCount, 1)
    }
}
