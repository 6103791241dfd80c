import Domain
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class APIServiceConditionalRequestTests: XCTestCase {
    /// Answers 200 with an ETag and exhausted quota first, then 304 with a fresh quota to a matching If-None-Match.
    private func etagTransport() -> RecordingTransport {
        RecordingTransport { request in
            if request.value(forHTTPHeaderField: "If-None-Match") == "\"abc\"" {
                let headers = [
                    "x-ratelimit-limit": "60", "x-ratelimit-remaining": "42", "x-ratelimit-reset": "1700003599",
                ]
                return (Data(), try RecordingTransport.response(for: request, status: 304, headers: headers))
            }
            let headers = [
                "ETag": "\"abc\"", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                "x-ratelimit-reset": "1700000001",
                "Link": #"<https://api.github.com/x?page=2>; rel="next""#,
            ]
            return (
                Data(#"{"cached": true}"#.utf8),
                try RecordingTransport.response(for: request, status: 200, headers: headers)
            )
        }
    }

    func test_secondRequest_sendsIfNoneMatch() async throws {
        let transport = etagTransport()
        let service = try APIServiceFixtures.service(transport)
        _ = try await service.send(.rateLimit)
        _ = try await service.send(.rateLimit)
        XCTAssertNil(transport.requests[0].value(forHTTPHeaderField: "If-None-Match"))
        XCTAssertEqual(transport.requests[1].value(forHTTPHeaderField: "If-None-Match"), "\"abc\"")
    }

    func test_304_servesRememberedBodyAndLinks() async throws {
        let service = try APIServiceFixtures.service(etagTransport())
        let first = try await service.send(.rateLimit)
        let second = try await service.send(.rateLimit)
        XCTAssertEqual(second.body, first.body)
        XCTAssertTrue(second.isFromCache)
        XCTAssertEqual(second.status, 200)
        XCTAssertEqual(second.links.nextPage, 2)
    }

    func test_304_takesRateLimitFromItsOwnHeaders() async throws {
        let service = try APIServiceFixtures.service(etagTransport())
        let first = try await service.send(.rateLimit)
        XCTAssertEqual(first.rateLimit?.remaining, 0)
        let second = try await service.send(.rateLimit)
        XCTAssertEqual(second.rateLimit?.remaining, 42)
        XCTAssertEqual(second.rateLimit?.resetAt, Date(timeIntervalSince1970: 1_700_003_599))
    }

    func test_cacheIsPerURL() async throws {
        let transport = etagTransport()
        let service = try APIServiceFixtures.service(transport)
        _ = try await service.send(.rateLimit)
        _ = try await service.send(.authenticatedUser)
        XCTAssertNil(transport.requests[1].value(forHTTPHeaderField: "If-None-Match"))
    }

    func test_cacheIsPerToken() async throws {
        let transport = etagTransport()
        let cache = ResponseCache()
        let anonymous = APIService(
            configuration: try APIServiceFixtures.configuration(), transport: transport, cache: cache)
        let signedIn = APIService(
            configuration: try APIServiceFixtures.configuration(token: APIServiceFixtures.token), transport: transport,
            cache: cache)
        _ = try await anonymous.send(.rateLimit)
        _ = try await signedIn.send(.rateLimit)
        XCTAssertNil(transport.requests[1].value(forHTTPHeaderField: "If-None-Match"))
    }

    func test_304WithoutRememberedBody_isBadResponse() async throws {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 304))
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        guard case .badResponse? = result else { return XCTFail("got \(String(describing: result))") }
    }
}
