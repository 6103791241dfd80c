import Dispatch
import Domain
import Reactive
import XCTest

@testable import Application
@testable import ApplicationTests
@testable import Terminal

/// A view fires its load trigger only after binding every output: on the main queue a `Driver` delivers
/// synchronously (as RxCocoa's), so a load started while binding could fail before the error output is bound.
/// XCTest on Linux cannot run `@MainActor` test methods: the test enters the main actor with `assumeIsolated`.
final class AccountViewBindingTests: XCTestCase {
    private struct FailingUseCase: AccountUseCaseType {
        var authentication: Authentication {
            Authentication(host: "github.com", tokenSource: nil, tokenVariables: ["GH_TOKEN"])
        }

        func signedInAccount() -> Observable<Account?> { .just(nil) }

        func rateLimits() -> Observable<RateLimitOverview> {
            .error(RepositoryError.notRecorded(reason: "The offline snapshot is read without asking GitHub"))
        }
    }

    func test_anErrorDuringTheFirstLoad_reachesTheBoundErrorOutput() {
        let drained = expectation(description: "actions queued by earlier tests ran")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        let baseline = Resources.total
        MainActor.assumeIsolated {
            let view = AccountView(
                viewModel: AccountViewModel(useCase: FailingUseCase(), navigator: AccountNavigatorFake()))
            view.bindViewModel()
            XCTAssertNotNil(view.state.error, "the quota error was sent before the view listened")
            view.dismantle()
        }
        XCTAssertEqual(Resources.total, baseline, "the view left reactive resources alive")
    }
}
