import Application
import Domain
import Reactive
import XCTest

final class AccountUseCaseTests: XCTestCase {
    private let octocat = Account(login: "octocat", name: nil, htmlURL: nil, publicRepositoryCount: nil)

    func test_authentication_comesFromRepository() {
        XCTAssertTrue(
            AccountUseCase(repository: AccountRepositoryFake(hasToken: true, account: octocat)).authentication.hasToken)
        XCTAssertFalse(
            AccountUseCase(repository: AccountRepositoryFake(hasToken: false, account: nil)).authentication.hasToken)
    }

    func test_signedInAccount_deliversRepositoryAccount() async throws {
        let repository = AccountRepositoryFake(hasToken: true, account: octocat)
        let values = try await AccountUseCase(repository: repository).signedInAccount().collect()
        XCTAssertEqual(values, [octocat])
        XCTAssertEqual(repository.calls, ["signedInAccount"])
    }

    func test_rateLimits_deliversRepositoryQuotas() async throws {
        let repository = AccountRepositoryFake(hasToken: false, account: nil)
        let values = try await AccountUseCase(repository: repository).rateLimits().collect()
        XCTAssertEqual(values, [AccountRepositoryFake.overview])
        XCTAssertEqual(repository.calls, ["rateLimits"])
    }

    func test_rateLimits_deliversRepositoryError() async {
        let repository = AccountRepositoryFake(
            hasToken: true, account: nil,
            failure: .unauthorized(message: "Bad credentials"))
        do {
            _ = try await AccountUseCase(repository: repository).rateLimits().collect()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(
                error as? RepositoryError, .unauthorized(message: "Bad credentials"))
        }
    }
}
