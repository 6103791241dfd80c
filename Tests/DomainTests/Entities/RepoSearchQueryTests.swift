import Domain
import XCTest

final class RepoSearchQueryTests: XCTestCase {
    private func isValid(perPage: Int, page: Int) -> Bool {
        (try? RepoSearchQuery(perPage: perPage, page: page)) != nil
    }

    func test_defaults_areLanguageSwiftBestMatchFirstPage() throws {
        let query = try RepoSearchQuery()
        XCTAssertEqual(query.text, "language:swift")
        XCTAssertEqual(query.sort, .bestMatch)
        XCTAssertEqual(query.order, .descending)
        XCTAssertEqual(query.perPage, 10)
        XCTAssertEqual(query.page, 1)
        XCTAssertEqual(query.firstResultIndex, 0)
    }

    func test_text_isTrimmed() throws {
        XCTAssertEqual(try RepoSearchQuery(text: " \t swift stars:>10 \n").text, "swift stars:>10")
    }

    func test_emptyOrBlankText_isInvalid() {
        XCTAssertThrowsError(try RepoSearchQuery(text: ""))
        XCTAssertThrowsError(try RepoSearchQuery(text: " \n\t ")) { error in
            XCTAssertEqual(error as? RepositoryError, .invalidQuery(message: "the search text is empty"))
        }
    }

    func test_perPage_mustBeWithinOneToHundred() {
        XCTAssertFalse(isValid(perPage: 0, page: 1))
        XCTAssertTrue(isValid(perPage: 1, page: 1))
        XCTAssertTrue(isValid(perPage: 100, page: 1))
        XCTAssertFalse(isValid(perPage: 101, page: 1))
        XCTAssertFalse(isValid(perPage: -1, page: 1))
    }

    func test_page_mustBeAtLeastOne() {
        XCTAssertFalse(isValid(perPage: 10, page: 0))
        XCTAssertFalse(isValid(perPage: 10, page: -3))
    }

    func test_pageTenAtHundredPerPage_isTheLastValid() {
        XCTAssertTrue(isValid(perPage: 100, page: 10))
        XCTAssertFalse(isValid(perPage: 100, page: 11))
    }

    func test_pageHundredAtTenPerPage_isTheLastValid() {
        XCTAssertTrue(isValid(perPage: 10, page: 100))
        XCTAssertFalse(isValid(perPage: 10, page: 101))
    }

    func test_pageStartingBelowThousand_isValidEvenIfItEndsBeyond() {
        XCTAssertTrue(isValid(perPage: 7, page: 143))
        XCTAssertFalse(isValid(perPage: 7, page: 144))
    }

    func test_hugePageNumber_isInvalidNotAnOverflow() {
        XCTAssertFalse(isValid(perPage: 100, page: Int.max))
        XCTAssertFalse(isValid(perPage: 2, page: Int.max / 2 + 2))
    }

    func test_nextPage_keepsEverythingButThePage() throws {
        let query = try RepoSearchQuery(text: "kit", sort: .stars, order: .ascending, perPage: 30, page: 2)
        XCTAssertEqual(
            query.nextPage(), try RepoSearchQuery(text: "kit", sort: .stars, order: .ascending, perPage: 30, page: 3))
    }

    func test_nextPage_isNilAtTheThousandCap() throws {
        XCTAssertNil(try RepoSearchQuery(perPage: 100, page: 10).nextPage())
        XCTAssertNil(try RepoSearchQuery(perPage: 10, page: 100).nextPage())
        XCTAssertNotNil(try RepoSearchQuery(perPage: 10, page: 99).nextPage())
    }

    func test_firstResultIndex_countsEarlierPages() throws {
        XCTAssertEqual(try RepoSearchQuery(perPage: 30, page: 3).firstResultIndex, 60)
    }
}
