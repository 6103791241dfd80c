import Domain
import Foundation
import XCTest

final class StarredPageTests: XCTestCase {
    private func repos(_ count: Int) throws -> [GithubRepo] {
        let repo = try GithubRepo(map: JSONMap(.object(RepoItem.complete)))
        return Array(repeating: repo, count: count)
    }

    func test_query_defaultsToNewestStarredFirstThirtyAPage() throws {
        let query = try StarredQuery()
        XCTAssertEqual(query.sort, .created)
        XCTAssertEqual(query.direction, .descending)
        XCTAssertEqual(query.perPage, 30)
        XCTAssertEqual(query.page, 1)
    }

    func test_query_refusesPageSizesOutsideGithubsRangeAndPagesBelowOne() {
        for (perPage, page) in [(0, 1), (101, 1), (30, 0)] {
            XCTAssertThrowsError(try StarredQuery(perPage: perPage, page: page), "\(perPage) \(page)")
        }
    }

    func test_query_nextPage_keepsTheOrder() throws {
        let query = try StarredQuery(sort: .updated, direction: .ascending, perPage: 5, page: 2)
        XCTAssertEqual(query.nextPage(), try StarredQuery(sort: .updated, direction: .ascending, perPage: 5, page: 3))
    }

    func test_sort_rawValuesAreGithubsAndNextToggles() {
        XCTAssertEqual(StarredSort.allCases.map(\.rawValue), ["created", "updated"])
        XCTAssertEqual(StarredSort.created.next, .updated)
        XCTAssertEqual(StarredSort.updated.next, .created)
    }

    func test_page_withNextLink_hasTheNextPage() throws {
        let page = StarredPage(
            query: try StarredQuery(page: 2), items: try repos(3), hasNextLink: true, lastPage: 4, rateLimit: nil)
        XCTAssertEqual(page.nextPage, 3)
        XCTAssertEqual(page.nextQuery?.page, 3)
        XCTAssertTrue(page.hasMore)
    }

    func test_page_withoutNextLink_isTheLast() throws {
        let page = StarredPage(
            query: try StarredQuery(), items: try repos(3), hasNextLink: false, lastPage: nil, rateLimit: nil)
        XCTAssertFalse(page.hasMore)
        XCTAssertNil(page.nextQuery)
    }

    func test_emptyPage_isTheLastEvenWithANextLink() throws {
        let page = StarredPage(query: try StarredQuery(), items: [], hasNextLink: true, lastPage: 9, rateLimit: nil)
        XCTAssertFalse(page.hasMore)
    }
}
