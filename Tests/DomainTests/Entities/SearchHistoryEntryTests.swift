import Domain
import Foundation
import XCTest

final class SearchHistoryEntryTests: XCTestCase {
    func test_useCountIsAtLeastOne_andTheEntryMakesItsFirstPage() throws {
        let entry = SearchHistoryEntry(
            text: "tetris", sort: .stars, order: .ascending, lastUsedAt: Date(timeIntervalSince1970: 0), useCount: 0)
        XCTAssertEqual(entry.useCount, 1)
        XCTAssertEqual(
            try entry.query(perPage: 20),
            try RepoSearchQuery(text: "tetris", sort: .stars, order: .ascending, perPage: 20))
    }
}
