import Application
import Domain
import StyledText
import XCTest

@testable import Terminal

/// The terminal table keeps each repository's name whole, as the GitHub CLI does, cutting the other columns first.
final class RepositoryTableTests: XCTestCase {
    private let results = SearchResults(
        items: [
            CommandFixtures.repository("ReactiveCocoa/ReactiveCocoa", description: "Cocoa framework and primitives"),
            CommandFixtures.repository("a/b", description: "Short", language: "Objective-C"),
        ], totalCount: 2, isIncomplete: false)

    private func lines(columns: Int) -> [String] {
        ListTableFormatter.table(
            for: results.items, columns: RepositoryColumns.terminal,
            summary: RepositoryColumns.summary(shown: 2, of: 2),
            width: columns, colorMode: .disabled
        )
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func test_name_isWholeAtEveryWidth() {
        for columns in [20, 30, 40, 60, 120] {
            let rows = lines(columns: columns)
            XCTAssertTrue(rows.contains { $0.hasPrefix("ReactiveCocoa/ReactiveCocoa ") }, "\(columns): \(rows)")
            XCTAssertFalse(rows.joined().contains("ReactiveCocoa/Reactive…"), "\(columns)")
        }
    }

    func test_narrowing_cutsTheDescriptionThenTheLanguage_andKeepsTheWidth() {
        let wide = lines(columns: 100)
        XCTAssertTrue(wide.contains { $0.contains("Cocoa framework and primitives") }, "\(wide)")

        let medium = lines(columns: 70)
        XCTAssertTrue(medium.contains { $0.contains("Objective-C") }, "\(medium)")
        XCTAssertTrue(medium.contains { $0.contains("…") }, "the description is cut: \(medium)")
        XCTAssertTrue(medium.allSatisfy { DisplayWidth.of($0) <= 70 }, "\(medium)")

        let narrow = lines(columns: 56)
        XCTAssertFalse(narrow.contains { $0.contains("DESCRIPTION") }, "\(narrow)")
        XCTAssertTrue(narrow.contains { $0.contains("Objective-C") }, "\(narrow)")
        XCTAssertTrue(narrow.allSatisfy { DisplayWidth.of($0) <= 56 }, "\(narrow)")

        let tiny = lines(columns: 42)
        XCTAssertFalse(tiny.contains { $0.contains("LANG") }, "\(tiny)")
        XCTAssertTrue(tiny.allSatisfy { DisplayWidth.of($0) <= 42 }, "\(tiny)")
    }
}
