import Domain
import Foundation
import XCTest

/// A page leads on to the address its source named (GitHub's `rel="next"`), numbered as that address says, and
/// never back to itself or an earlier page, so a server's links cannot make a list page forever.
final class PageAddressTests: XCTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    private func address(_ text: String) throws -> PageAddress {
        PageAddress(try XCTUnwrap(URL(string: text)))
    }

    private func issue(_ number: Int) -> GithubIssue {
        GithubIssue(
            number: number, title: "Issue \(number)", state: .open, author: nil, labels: [], commentCount: 0,
            createdAt: nil, updatedAt: nil, closedAt: nil, htmlURL: nil, body: nil)
    }

    private func issuePage(_ query: IssueQuery, next: String?, items: Int = 1) throws -> IssuePage {
        IssuePage(
            query: query, items: (0..<items).map(issue), next: try next.map(address), lastPage: nil, rateLimit: nil)
    }

    func test_pageNumber_isTheAddresssPageParameter() throws {
        XCTAssertEqual(try address("https://api.github.com/repositories/1/issues?state=open&page=7").pageNumber, 7)
        XCTAssertNil(try address("https://api.github.com/repositories/1/issues?cursor=Y3Vy").pageNumber)
    }

    func test_nextQuery_carriesTheAddressAndItsPageNumber() throws {
        let next = "https://api.github.com/repositories/1296269/issues?state=closed&page=2"
        let query = try IssueQuery(repository: tracker, state: .closed, labels: ["bug"])
        let page = try issuePage(query, next: next)
        XCTAssertEqual(
            page.nextQuery,
            try IssueQuery(repository: tracker, state: .closed, labels: ["bug"], page: 2, address: address(next)))
        XCTAssertEqual(page.nextPage, 2)
    }

    func test_addressWithoutAPageNumber_isThePageAfterThisOne() throws {
        let page = try issuePage(try IssueQuery(repository: tracker, page: 4), next: "https://api.github.com/x?c=1")
        XCTAssertEqual(page.nextPage, 5)
    }

    func test_addressOfThisPage_endsTheList() throws {
        let here = "https://api.github.com/repositories/1/issues?c=1"
        let query = try IssueQuery(repository: tracker, page: 2, address: address(here))
        XCTAssertFalse(try issuePage(query, next: here).hasMore)
    }

    func test_addressOfThisOrAnEarlierPageNumber_endsTheList() throws {
        let query = try IssueQuery(repository: tracker, page: 3)
        for number in [1, 3] {
            XCTAssertFalse(try issuePage(query, next: "https://api.github.com/r/1/issues?page=\(number)").hasMore)
        }
    }

    func test_emptyPage_endsTheListWhateverItLinks() throws {
        let page = try issuePage(try IssueQuery(repository: tracker), next: "https://api.github.com/x?page=2", items: 0)
        XCTAssertFalse(page.hasMore)
    }

    func test_pageWithoutAnAddress_isTheLast() throws {
        XCTAssertNil(try issuePage(try IssueQuery(repository: tracker), next: nil).nextQuery)
    }

    func test_searchPage_leadsOnToTheAddress_withinTheFirstThousandResults() throws {
        let next = "https://api.github.com/search/repositories?q=swift&page=2"
        let query = try RepoSearchQuery(text: "swift")
        let page = RepoPage(
            query: query, items: [], totalCount: 50, isIncomplete: false, next: try address(next), rateLimit: nil,
            skippedItemCount: 10)
        XCTAssertEqual(page.nextQuery, try RepoSearchQuery(text: "swift", page: 2, address: address(next)))
    }

    func test_searchPage_addressBeyondTheFirstThousandResults_endsTheSearch() throws {
        let query = try RepoSearchQuery(text: "swift", perPage: 100)
        let page = RepoPage(
            query: query, items: [], totalCount: 5000, isIncomplete: false,
            next: try address("https://api.github.com/search/repositories?q=swift&page=11"), rateLimit: nil,
            skippedItemCount: 100)
        XCTAssertFalse(page.hasMore)
    }

    func test_searchPage_addressBackToThisPage_endsTheSearch() throws {
        let query = try RepoSearchQuery(text: "swift", page: 2)
        let page = RepoPage(
            query: query, items: [], totalCount: 5000, isIncomplete: false,
            next: try address("https://api.github.com/search/repositories?q=swift&page=2"), rateLimit: nil,
            skippedItemCount: 10)
        XCTAssertFalse(page.hasMore)
    }
}
