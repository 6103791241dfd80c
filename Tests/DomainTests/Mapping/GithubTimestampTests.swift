import Domain
import Foundation
import XCTest

final class GithubTimestampTests: XCTestCase {
    func test_utcTimestamp_parses() {
        XCTAssertEqual(GithubTimestamp.date(from: "2013-01-05T17:58:47Z"), Date(timeIntervalSince1970: 1_357_408_727))
    }

    func test_epoch_parsesToZero() {
        XCTAssertEqual(GithubTimestamp.date(from: "1970-01-01T00:00:00Z"), Date(timeIntervalSince1970: 0))
    }

    func test_beforeEpoch_parsesNegative() {
        XCTAssertEqual(GithubTimestamp.date(from: "1969-12-31T23:59:59Z"), Date(timeIntervalSince1970: -1))
    }

    func test_fractionalSeconds_areKept() {
        XCTAssertEqual(
            GithubTimestamp.date(from: "2013-01-05T17:58:47.250Z")?.timeIntervalSince1970 ?? 0, 1_357_408_727.25,
            accuracy: 1e-6)
    }

    func test_offsets_convertToUTC() {
        let utc = GithubTimestamp.date(from: "2013-01-05T17:58:47Z")
        XCTAssertEqual(GithubTimestamp.date(from: "2013-01-05T19:58:47+02:00"), utc)
        XCTAssertEqual(GithubTimestamp.date(from: "2013-01-05T12:28:47-05:30"), utc)
        XCTAssertEqual(GithubTimestamp.date(from: "2013-01-05T19:58:47+0200"), utc)
        XCTAssertEqual(GithubTimestamp.date(from: "2013-01-05T17:58:47+00:00"), utc)
    }

    func test_lowercaseSeparators_areAccepted() {
        XCTAssertEqual(
            GithubTimestamp.date(from: "2013-01-05t17:58:47z"), GithubTimestamp.date(from: "2013-01-05T17:58:47Z"))
    }

    func test_leapDay_parsesOnlyInLeapYears() {
        XCTAssertNotNil(GithubTimestamp.date(from: "2024-02-29T00:00:00Z"))
        XCTAssertNotNil(GithubTimestamp.date(from: "2000-02-29T00:00:00Z"))
        XCTAssertNil(GithubTimestamp.date(from: "2023-02-29T00:00:00Z"))
        XCTAssertNil(GithubTimestamp.date(from: "1900-02-29T00:00:00Z"))
    }

    func test_impossibleDates_areRejected() {
        for text in [
            "2024-02-30T00:00:00Z", "2024-13-01T00:00:00Z", "2024-00-10T00:00:00Z", "2024-04-31T00:00:00Z",
            "2024-01-00T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T23:60:00Z", "2024-01-01T23:59:61Z",
        ] {
            XCTAssertNil(GithubTimestamp.date(from: text), text)
        }
    }

    func test_malformedText_isRejected() {
        for text in [
            "", "2024-01-01", "2024-01-01T00:00:00", "2024-1-01T00:00:00Z", "2024-01-01T00:00:00.Z",
            "2024-01-01T00:00:00+2", "2024-01-01T00:00:00+25:00", "2024-01-01T00:00:00Zjunk",
            "yesterday", "２０２４-01-01T00:00:00Z",
        ] {
            XCTAssertNil(GithubTimestamp.date(from: text), text)
        }
    }

    func test_string_formatsInUTCWholeSeconds() {
        XCTAssertEqual(
            GithubTimestamp.string(from: Date(timeIntervalSince1970: 1_357_408_727.9)), "2013-01-05T17:58:47Z")
        XCTAssertEqual(GithubTimestamp.string(from: Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59Z")
    }

    func test_string_roundTripsThroughDate() {
        for text in [
            "2013-01-05T17:58:47Z", "2000-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "0001-01-01T00:00:00Z",
            "9999-12-31T23:59:59Z", "1899-03-01T12:00:00Z",
        ] {
            XCTAssertEqual(GithubTimestamp.date(from: text).map(GithubTimestamp.string(from:)), text)
        }
    }

    func test_string_roundTripsEveryThousandthDay() {
        for day in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 45_296)
            XCTAssertEqual(GithubTimestamp.date(from: GithubTimestamp.string(from: date)), date)
        }
    }

    func test_string_clampsDatesThatNeedMoreThanFourDigitYears() {
        XCTAssertEqual(GithubTimestamp.string(from: Date(timeIntervalSince1970: 1e300)), "9999-12-31T23:59:59Z")
        XCTAssertEqual(GithubTimestamp.string(from: Date(timeIntervalSince1970: -1e300)), "0000-01-01T00:00:00Z")
        XCTAssertEqual(GithubTimestamp.string(from: Date(timeIntervalSince1970: .infinity)), "9999-12-31T23:59:59Z")
        XCTAssertEqual(GithubTimestamp.string(from: Date(timeIntervalSince1970: .nan)), "1970-01-01T00:00:00Z")
    }
}
