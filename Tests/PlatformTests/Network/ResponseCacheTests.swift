import Foundation
import XCTest

@testable import Platform

final class ResponseCacheTests: XCTestCase {
    /// An entry of exactly `bytes` bytes (a one-byte tag, no `Link` header).
    private func entry(_ bytes: Int, tag: String = "a") -> ResponseCache.Entry {
        ResponseCache.Entry(etag: tag, body: Data(count: bytes - tag.utf8.count), linkHeader: nil)
    }

    func test_store_keepsWithinTheBudget_evictingTheLeastRecentlyUsed() {
        let cache = ResponseCache(capacityInBytes: 300)
        cache.store(entry(100), for: "one")
        cache.store(entry(100), for: "two")
        cache.store(entry(100), for: "three")
        cache.store(entry(100), for: "four")

        XCTAssertNil(cache.entry(for: "one"))
        XCTAssertNotNil(cache.entry(for: "two"))
        XCTAssertNotNil(cache.entry(for: "four"))
        XCTAssertEqual(cache.size, 300)
    }

    func test_entry_makesItTheMostRecentlyUsed() {
        let cache = ResponseCache(capacityInBytes: 300)
        cache.store(entry(100), for: "one")
        cache.store(entry(100), for: "two")
        cache.store(entry(100), for: "three")
        _ = cache.entry(for: "one")
        cache.store(entry(100), for: "four")

        XCTAssertNotNil(cache.entry(for: "one"))
        XCTAssertNil(cache.entry(for: "two"))
    }

    func test_store_largerThanTheBudget_isNotStoredAndDropsTheStaleEntry() {
        let cache = ResponseCache(capacityInBytes: 300)
        cache.store(entry(100), for: "one")
        cache.store(entry(100, tag: "b"), for: "page")
        cache.store(entry(301, tag: "c"), for: "page")

        XCTAssertNil(cache.entry(for: "page"))
        XCTAssertNotNil(cache.entry(for: "one"))
        XCTAssertEqual(cache.size, 100)
    }

    func test_store_sameKey_replacesItsSize() {
        let cache = ResponseCache(capacityInBytes: 300)
        cache.store(entry(200), for: "page")
        cache.store(entry(50, tag: "b"), for: "page")

        XCTAssertEqual(cache.entry(for: "page")?.etag, "b")
        XCTAssertEqual(cache.size, 50)
    }

    func test_remove_freesItsBytes() {
        let cache = ResponseCache(capacityInBytes: 300)
        cache.store(entry(200), for: "page")
        cache.remove(for: "page")

        XCTAssertNil(cache.entry(for: "page"))
        XCTAssertEqual(cache.size, 0)
    }

    func test_size_countsTagAndLinkHeader() {
        let cache = ResponseCache(capacityInBytes: 1000)
        cache.store(
            ResponseCache.Entry(etag: "\"abc\"", body: Data(count: 10), linkHeader: "<x>; rel=\"next\""), for: "k")

        XCTAssertEqual(cache.size, 10 + 5 + 15)
    }
}
