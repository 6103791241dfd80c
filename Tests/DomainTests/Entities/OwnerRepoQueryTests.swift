import Domain
import XCTest

final class OwnerRepoQueryTests: XCTestCase {
    func test_defaultsToGithubsOrderByNameAToZThirtyAPage() throws {
        let query = try OwnerRepoQuery(owner: "octocat")
        XCTAssertEqual(query.owner, "octocat")
        XCTAssertEqual(query.sort, .fullName)
        XCTAssertEqual(query.direction, .ascending)
        XCTAssertEqual(query.perPage, 30)
        XCTAssertEqual(query.page, 1)
    }

    func test_aTimeSort_defaultsToNewestFirst() throws {
        for sort in [OwnerRepoSort.created, .updated, .pushed] {
            XCTAssertEqual(try OwnerRepoQuery(owner: "octocat", sort: sort).direction, .descending, "\(sort)")
        }
    }

    func test_aDirectionGiven_winsOverTheSortsOwn() throws {
        XCTAssertEqual(try OwnerRepoQuery(owner: "octocat", direction: .descending).direction, .descending)
    }

    func test_acceptsLoginsOfLettersDigitsAndHyphens() throws {
        let longest = String(repeating: "a", count: 39)
        for login in ["a", "octocat", "Sample-Org", "0xdata", "with--two", "ends-", longest] {
            XCTAssertEqual(try OwnerRepoQuery(owner: login).owner, login)
        }
    }

    func test_refusesWhatNoLoginCanBe_sayingWhatALoginIs() {
        let tooLong = String(repeating: "a", count: 40)
        for text in ["", "-leading", "two words", "owner/name", "under_score", "dot.ted", "café", "ｆｕｌｌ", tooLong] {
            XCTAssertThrowsError(try OwnerRepoQuery(owner: text), text) { error in
                guard case .invalidQuery(let message) = error as? RepositoryError else {
                    return XCTFail("expected .invalidQuery, got \(error)")
                }
                XCTAssertTrue(message.contains("is not a GitHub login"), message)
            }
        }
    }

    func test_refusesPageSizesOutsideGithubsRangeAndPagesBelowOne() {
        for (perPage, page) in [(0, 1), (101, 1), (30, 0)] {
            XCTAssertThrowsError(
                try OwnerRepoQuery(owner: "octocat", perPage: perPage, page: page), "\(perPage) \(page)")
        }
    }

    func test_nextPage_keepsOwnerOrderAndSize() throws {
        let query = try OwnerRepoQuery(owner: "octocat", sort: .pushed, direction: .ascending, perPage: 5, page: 2)
        XCTAssertEqual(
            query.nextPage(),
            try OwnerRepoQuery(owner: "octocat", sort: .pushed, direction: .ascending, perPage: 5, page: 3))
    }

    func test_withSort_startsTheSameOwnersListOverInThatSortsDirection() throws {
        let query = try OwnerRepoQuery(owner: "octocat", perPage: 10, page: 4)
        XCTAssertEqual(query.with(sort: .updated), try OwnerRepoQuery(owner: "octocat", sort: .updated, perPage: 10))
        XCTAssertEqual(
            query.with(sort: .updated, direction: .ascending),
            try OwnerRepoQuery(owner: "octocat", sort: .updated, direction: .ascending, perPage: 10))
    }

    func test_sort_rawValuesAreGithubsAndNextCyclesThroughAll() {
        XCTAssertEqual(OwnerRepoSort.allCases.map(\.rawValue), ["full_name", "created", "updated", "pushed"])
        XCTAssertEqual(OwnerRepoSort.fullName.next, .created)
        XCTAssertEqual(OwnerRepoSort.pushed.next, .fullName)
        XCTAssertEqual(OwnerRepoSort.allCases.map(\.title), ["name", "created", "updated", "pushed"])
    }

    func test_page_withNextLink_leadsToTheNextQuery() throws {
        let query = try OwnerRepoQuery(owner: "octocat", perPage: 2)
        let page = OwnerRepoPage(
            query: query, items: [], hasNextLink: true, lastPage: 3, rateLimit: nil, skippedItemCount: 2)
        XCTAssertEqual(page.nextQuery, query.nextPage())
        XCTAssertEqual(page.skippedItemCount, 2)
    }
}
