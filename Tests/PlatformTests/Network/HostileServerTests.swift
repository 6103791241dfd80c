import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `URLSessionTransport` and `APIService` against the fake GitHub API's hostile modes on 127.0.0.1: every
/// case ends with its own error, within the injected deadline, never a hang or an unbounded read.
final class HostileServerTests: FakeGithubServerTestCase {

    private func service(
        token: String? = APIServiceFixtures.token, timeout: TimeInterval = 10, maximumResponseBytes: Int = 1_000_000
    ) throws -> APIService {
        let configuration = try APIConfiguration(
            baseURL: try running().baseURL(), token: token,
            requestTimeout: timeout, maximumResponseBytes: maximumResponseBytes)
        return APIService(configuration: configuration)
    }

    private func searchError(_ mode: String, service: APIService) async throws -> RepositoryError? {
        let query = try RepoSearchQuery(text: "x _hostile:\(mode)")
        return await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).search(query)
        }
    }

    func test_tricklingBody_failsAsTimedOutAtTheOverallDeadline() async throws {
        let result = try await searchError("trickle", service: service(timeout: 1))
        XCTAssertEqual(result, .network(.timedOut(seconds: 1), host: "127.0.0.1"))
    }

    func test_endlessBody_stopsAtTheCapAsTooLarge() async throws {
        let result = try await searchError("endless", service: service())
        XCTAssertEqual(result, .network(.responseTooLarge(limitBytes: 1_000_000), host: "127.0.0.1"))
    }

    func test_gzipBomb_stopsAtTheCapOnDecodedBytes() async throws {
        let result = try await searchError("gzip-bomb", service: service())
        XCTAssertEqual(result, .network(.responseTooLarge(limitBytes: 1_000_000), host: "127.0.0.1"))
    }

    func test_serverEchoingAuthorization_hasTheTokenRedacted() async throws {
        let result = try await searchError("echo-auth", service: service())
        guard case .forbidden(let message)? = result else {
            return XCTFail("got \(String(describing: result))")
        }
        XCTAssertFalse(message.contains(APIServiceFixtures.token), message)
        XCTAssertTrue(message.contains("Bearer [redacted]"), message)
    }

    func test_redirectToFileURL_isRefusedByScheme() async throws {
        let result = try await searchError("redirect-file", service: service())
        XCTAssertEqual(result, .network(.redirectToUnsupportedScheme("file"), host: "127.0.0.1"))
    }

    func test_redirectLoop_isTooManyRedirects() async throws {
        let result = try await searchError("redirect-loop", service: service())
        XCTAssertEqual(result, .network(.tooManyRedirects, host: "127.0.0.1"))
    }

    func test_hugeHeader_isHeaderTooLarge() async throws {
        let result = try await searchError("huge-header", service: service())
        XCTAssertEqual(result, .network(.headerTooLarge, host: "127.0.0.1"))
    }

    func test_malformedStatusLine_isAMalformedResponse_notUnreachable() async throws {
        let result = try await searchError("bad-status", service: service())
        XCTAssertEqual(result, .network(.malformedResponse, host: "127.0.0.1"))
    }

    func test_emptyReply_isAMalformedResponse_notUnreachable() async throws {
        let result = try await searchError("empty-reply", service: service())
        XCTAssertEqual(result, .network(.malformedResponse, host: "127.0.0.1"))
    }

    func test_httpsToAPlainHTTPServer_isASecureConnectionFailure() async throws {
        let port = try running().port
        let configuration = try APIConfiguration(baseURL: "https://127.0.0.1:\(port)", requestTimeout: 10)
        let service = APIService(configuration: configuration)
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .network(.secureConnectionFailed, host: "127.0.0.1"))
    }

    func test_contributorsTooLarge_isThatPartUnavailable() async throws {
        let service = try service()
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).contributors(
                RepoReference(owner: "sample-org", name: "too-large"))
        }
        guard case .unavailable(let resource, let message)? = result else {
            return XCTFail("got \(String(describing: result))")
        }
        XCTAssertEqual(resource, "contributors of sample-org/too-large")
        XCTAssertTrue(message.contains("contributor list is too large"), message)
    }

    func test_enterpriseWithoutRateLimits_saysSo() async throws {
        try await running().addRoutes(
            #"[{"path": "/rate_limit", "status": 404, "json": {"message": "Rate limiting is not enabled."}}]"#)
        let service = try service()
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubAccountRepository(service: service).rateLimits()
        }
        XCTAssertEqual(result, .rateLimitsDisabled(host: "127.0.0.1"))
    }
}
