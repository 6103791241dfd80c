import Domain
import XCTest

final class LanguageShareTests: XCTestCase {
    func test_fixtureLanguages_areOrderedLargestFirstTiesByName() throws {
        let counts = try XCTUnwrap([String: Int](json: try JSONParser.parse(try Fixture.bytes("languages.json"))))
        XCTAssertEqual(
            LanguageShare.shares(fromByteCounts: counts).map(\.name), ["Swift", "Shell", "C", "Objective-C"])
    }

    func test_fractions_areShareOfTotal() {
        let shares = LanguageShare.shares(fromByteCounts: ["Swift": 750, "C": 250])
        XCTAssertEqual(
            shares,
            [
                LanguageShare(name: "Swift", byteCount: 750, fraction: 0.75),
                LanguageShare(name: "C", byteCount: 250, fraction: 0.25),
            ])
    }

    func test_fractions_sumToOne() {
        let shares = LanguageShare.shares(fromByteCounts: ["A": 1, "B": 2, "C": 3, "D": 7])
        XCTAssertEqual(shares.map(\.fraction).reduce(0, +), 1, accuracy: 1e-12)
    }

    func test_negativeCounts_countAsZero() {
        let shares = LanguageShare.shares(fromByteCounts: ["Swift": 100, "Bogus": -50])
        XCTAssertEqual(shares.last, LanguageShare(name: "Bogus", byteCount: 0, fraction: 0))
        XCTAssertEqual(shares.first?.fraction, 1)
    }

    func test_emptyOrZeroTotals_giveZeroFractions() {
        XCTAssertEqual(LanguageShare.shares(fromByteCounts: [:]), [])
        XCTAssertEqual(LanguageShare.shares(fromByteCounts: ["A": 0]).first?.fraction, 0)
    }

    func test_countsSummingBeyondIntMax_doNotOverflow() {
        let shares = LanguageShare.shares(fromByteCounts: ["A": Int.max, "B": Int.max])
        XCTAssertEqual(shares.map(\.fraction), [0.5, 0.5])
    }
}
