import Domain
import XCTest

@testable import Platform

final class GithubAccountRepositoryTests: XCTestCase {
    func test_withoutToken_noAccountAndNoRequest() async throws {
        let transport = RecordingTransport(status: 500)
        let repository = GithubAccountRepository(service: try APIServiceFixtures.service(transport))
        let account = try await repository.signedInAccount()
        XCTAssertNil(account)
        XCTAssertFalse(repository.hasToken)
        XCTAssertTrue(transport.requests.isEmpty)
    }

    func test_withToken_readsUser() async throws {
        let transport = RecordingTransport(status: 200, body: #"{"login": "octo", "name": null, "public_repos": 3}"#)
        let repository = GithubAccountRepository(
            service: try APIServiceFixtures.service(transport, token: APIServiceFixtures.token))
        let account = try await repository.signedInAccount()
        XCTAssertEqual(account?.login, "octo")
        XCTAssertEqual(transport.requests.first?.url?.path, "/user")
    }

    func test_rateLimits_mapsSearchAndCore() async throws {
        let body =
            #"{"resources": {"core": {"limit": 60, "remaining": 50, "used": 10, "reset": 1700000000}, "search": {"limit": 10, "remaining": 9, "reset": 1700000100}}}"#
        let repository = GithubAccountRepository(
            service: try APIServiceFixtures.service(RecordingTransport(status: 200, body: body)))
        let overview = try await repository.rateLimits()
        XCTAssertEqual(overview.core.remaining, 50)
        XCTAssertEqual(overview.search.limit, 10)
    }

    func test_rateLimits_farFutureReset_isClampedToAnHour() async throws {
        let body =
            #"{"resources": {"core": {"limit": 60, "remaining": 0, "reset": 15927965312000}, "search": {"limit": 10, "remaining": 9, "reset": 1700000100}}}"#
        let repository = GithubAccountRepository(
            service: try APIServiceFixtures.service(RecordingTransport(status: 200, body: body)))
        let overview = try await repository.rateLimits()
        XCTAssertEqual(overview.core.resetAt, APIServiceFixtures.fixedNow.addingTimeInterval(3600))
        XCTAssertEqual(overview.search.resetAt, Date(timeIntervalSince1970: 1_700_000_100))
    }
}
