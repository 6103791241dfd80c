import XCTest

@testable import Platform

final class RateLimitHeadersTests: XCTestCase {
    func test_readsAllFields_caseInsensitively() throws {
        let headers = ResponseHeaders([
            "X-RateLimit-Limit": "60", "x-ratelimit-remaining": "59", "X-RATELIMIT-USED": "1",
            "x-ratelimit-reset": "1700000000", "x-ratelimit-resource": "search",
        ])
        let status = try XCTUnwrap(RateLimitHeaders.status(from: headers))
        XCTAssertEqual(status.limit, 60)
        XCTAssertEqual(status.remaining, 59)
        XCTAssertEqual(status.used, 1)
        XCTAssertEqual(status.resetAt, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(status.resource, "search")
    }

    func test_missingOrGarbledHeaders_giveNoStatus() {
        XCTAssertNil(RateLimitHeaders.status(from: ResponseHeaders([:])))
        XCTAssertNil(
            RateLimitHeaders.status(
                from: ResponseHeaders([
                    "x-ratelimit-limit": "abc", "x-ratelimit-remaining": "1", "x-ratelimit-reset": "2",
                ])))
    }
}
