import StyledText
import XCTest

@testable import Terminal

final class ReadmeRenderCacheTests: XCTestCase {
    private let lines = [StyledLine("rendered")]

    func test_storedLines_areFoundForTheSameTextAndWidthOnly() {
        var cache = ReadmeRenderCache()
        cache.store(lines, for: "# a", width: 80)

        XCTAssertEqual(cache.lines(for: "# a", width: 80), lines)
        XCTAssertNil(cache.lines(for: "# a", width: 79))
        XCTAssertNil(cache.lines(for: "# b", width: 80))
    }

    func test_aRunningRender_isNotStartedTwice() {
        var cache = ReadmeRenderCache()

        XCTAssertTrue(cache.beginRendering("big", width: 80))
        XCTAssertFalse(cache.beginRendering("big", width: 80))
        XCTAssertTrue(cache.beginRendering("big", width: 100), "a new width starts a new render")
    }

    func test_aSupersededRender_isDropped() {
        var cache = ReadmeRenderCache()
        _ = cache.beginRendering("big", width: 80)
        _ = cache.beginRendering("big", width: 100)

        XCTAssertFalse(cache.finishRendering(lines, for: "big", width: 80))
        XCTAssertNil(cache.lines(for: "big", width: 80))
        XCTAssertTrue(cache.finishRendering(lines, for: "big", width: 100))
        XCTAssertEqual(cache.lines(for: "big", width: 100), lines)
    }
}
