import XCTest

@testable import Platform

final class RateLimitHeadersTests: XCTestCase {
    func test_readsAllFields_caseInsensitively() throws {
        let headers = ResponseHeaders([
            "X-RateLimit-Limit": "60", "x-ratelimit-remaining": "59", "X-RATELIMIT-USED": "1",
            "x-ratelimit-reset": "1700000000", "x-ratelimit-resource": "search",
        ])
        let status = try XCTUnwrap(
            RateLimitHeaders.status(from: headers, now: Date(timeIntervalSince1970: 1_699_999_000)))
        XCTAssertEqual(status.limit, 60)
        XCTAssertEqual(status.remaining, 59)
        XCTAssertEqual(status.used, 1)
        XCTAssertEqual(status.resetAt, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(status.resource, "search")
    }

    func test_missingOrGarbledHeaders_giveNoStatus() {
        XCTAssertNil(RateLimitHeaders.status(from: ResponseHeaders([:]), now: Date()))
        XCTAssertNil(
            RateLimitHeaders.status(
                from: ResponseHeaders([
                    "x-ratelimit-limit": "abc", "x-ratelimit-remaining": "1", "x-ratelimit-reset": "2",
                ]), now: Date()))
    }

    func test_resetFarInTheFuture_isClampedToAnHourFromNow() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let headers = ResponseHeaders([
            "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "15927965312000",
        ])
        let status = try XCTUnwrap(RateLimitHeaders.status(from: headers, now: now))
        XCTAssertEqual(status.resetAt, now.addingTimeInterval(3600))
    }
}
