import Domain
import Foundation
import XCTest

final class RepoPageTests: XCTestCase {
    private func repos(_ count: Int) throws -> [GithubRepo] {
        let repo = try GithubRepo(map: JSONMap(.object(RepoItem.complete)))
        return Array(repeating: repo, count: count)
    }

    private func page(
        perPage: Int = 10, page number: Int = 1, items: Int = 10, totalCount: Int = 50, hasNextLink: Bool? = nil
    ) throws -> RepoPage {
        RepoPage(
            query: try RepoSearchQuery(perPage: perPage, page: number), items: try repos(items), totalCount: totalCount,
            isIncomplete: false, hasNextLink: hasNextLink, rateLimit: nil)
    }

    func test_unknownLink_moreMatches_hasNextPage() throws {
        let result = try page()
        XCTAssertEqual(result.nextPage, 2)
        XCTAssertTrue(result.hasMore)
        XCTAssertEqual(result.nextQuery?.page, 2)
    }

    func test_nextLinkTrue_moreMatches_hasNextPage() throws {
        XCTAssertEqual(try page(hasNextLink: true).nextPage, 2)
    }

    func test_nextLinkFalse_hasNoNextPageEvenWithMoreMatches() throws {
        let result = try page(hasNextLink: false)
        XCTAssertNil(result.nextPage)
        XCTAssertFalse(result.hasMore)
        XCTAssertNil(result.nextQuery)
    }

    func test_totalCountReached_hasNoNextPage() throws {
        XCTAssertNil(try page(page: 5, totalCount: 50).nextPage)
        XCTAssertNil(try page(items: 7, totalCount: 7).nextPage)
    }

    func test_totalCountReached_hasNoNextPageEvenWithNextLink() throws {
        XCTAssertNil(try page(page: 5, totalCount: 50, hasNextLink: true).nextPage)
    }

    func test_emptyItems_hasNoNextPage() throws {
        XCTAssertNil(try page(items: 0, totalCount: 500).nextPage)
    }

    func test_emptyItems_hasNoNextPageEvenWithNextLink() throws {
        XCTAssertNil(try page(items: 0, totalCount: 500, hasNextLink: true).nextPage)
    }

    func test_thousandCap_endsPagingBeforeTotalCount() throws {
        XCTAssertNil(try page(perPage: 100, page: 10, items: 100, totalCount: 500_000, hasNextLink: true).nextPage)
        XCTAssertEqual(try page(perPage: 100, page: 9, items: 100, totalCount: 500_000).nextPage, 10)
    }

    func test_shortPageBelowTotal_stillHasNextPageWhenUnknown() throws {
        XCTAssertEqual(try page(items: 9, totalCount: 50).nextPage, 2)
    }
}
