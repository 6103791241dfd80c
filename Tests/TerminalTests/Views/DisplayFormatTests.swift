import Foundation
import XCTest

@testable import Terminal

final class DisplayFormatTests: XCTestCase {
    func test_grouped_insertsThousandsSeparators() {
        XCTAssertEqual(DisplayFormat.grouped(0), "0")
        XCTAssertEqual(DisplayFormat.grouped(999), "999")
        XCTAssertEqual(DisplayFormat.grouped(1_234), "1,234")
        XCTAssertEqual(DisplayFormat.grouped(1_234_567), "1,234,567")
    }

    func test_compact_shortensMillions() {
        XCTAssertEqual(DisplayFormat.compact(999_999), "999,999")
        XCTAssertEqual(DisplayFormat.compact(1_250_000), "1.2M")
        XCTAssertEqual(DisplayFormat.compact(12_500_000), "12M")
    }

    func test_date_isISOInUTC() {
        XCTAssertEqual(DisplayFormat.date(Date(timeIntervalSince1970: 1_700_000_000)), "2023-11-14")
    }

    func test_percentage_hasOneDecimal() {
        XCTAssertEqual(DisplayFormat.percentage(0.4251), "42.5%")
        XCTAssertEqual(DisplayFormat.percentage(0.00001), "<0.1%")
    }

    func test_timeAgo_wordsItAsGhDoes_roundingDown() {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        let cases: [(TimeInterval, String)] = [
            (59, "less than a minute ago"), (60, "about 1 minute ago"), (3599, "about 59 minutes ago"),
            (3600, "about 1 hour ago"), (86_399, "about 23 hours ago"), (2 * 86_400, "about 2 days ago"),
            (30 * 86_400, "about 1 month ago"), (364 * 86_400, "about 12 months ago"),
            (365 * 86_400, "about 1 year ago"), (800 * 86_400, "about 2 years ago"),
        ]
        for (seconds, words) in cases {
            XCTAssertEqual(DisplayFormat.timeAgo(now.addingTimeInterval(-seconds), now: now), words, "\(seconds)")
        }
    }
}
