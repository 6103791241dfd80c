import Application
import Domain
import Reactive
import XCTest

/// `PagedListing.grown(from:holding:fetch:)`: the list a front end prints at once, grown page by page by the list
/// screen's reducer, keeping what it received when a page fails.
final class PagedListingTests: XCTestCase {
    private let first = RepoSearchQuery.fixture(page: 1)
    private let second = RepoSearchQuery.fixture(page: 2)
    private let third = RepoSearchQuery.fixture(page: 3)

    private func useCase(_ pages: [RepoPage]) -> SearchUseCaseFake {
        let useCase = SearchUseCaseFake()
        for page in pages {
            useCase.answer(page.query, with: .just(page))
        }
        return useCase
    }

    func test_list_growsPageByPageUntilItHoldsTheCount() async {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10)), .fixture(second, ids: Array(11...20)),
            .fixture(third, ids: Array(21...30)),
        ])

        let listing = await PagedListing.grown(from: first, holding: 15, fetch: useCase.search)

        XCTAssertEqual(listing.state.rows.map(\.id), Array(1...20))
        XCTAssertNil(listing.failure)
        XCTAssertEqual(useCase.queries, [first, second])
    }

    func test_list_repositoryRepeatedOnALaterPage_isListedOnceAndTheNextPageFetched() async {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10)), .fixture(second, ids: [9, 10] + Array(11...18)),
            .fixture(third, ids: Array(19...28)),
        ])

        let listing = await PagedListing.grown(from: first, holding: 20, fetch: useCase.search)

        XCTAssertEqual(listing.state.rows.map(\.id), Array(1...28))
        XCTAssertEqual(listing.items.map(\.id), Array(1...28))
        XCTAssertEqual(useCase.queries, [first, second, third])
    }

    func test_list_stopsAtTheLastPage() async {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10), totalCount: 14), .fixture(second, ids: Array(11...14), totalCount: 14),
        ])

        let listing = await PagedListing.grown(from: first, holding: 100, fetch: useCase.search)

        XCTAssertEqual(listing.state.rows.count, 14)
        XCTAssertEqual(listing.state.hasMore, false)
        XCTAssertEqual(useCase.queries, [first, second])
    }

    func test_list_failedPage_keepsTheRowsReceived_andSaysWhyNoMoreCame() async {
        let useCase = useCase([.fixture(first, ids: Array(1...10))])
        useCase.answer(second, with: .error(RepositoryError.serverError(status: 502)))

        let listing = await PagedListing.grown(from: first, holding: 20, fetch: useCase.search)

        XCTAssertEqual(listing.items.map(\.id), Array(1...10))
        XCTAssertEqual(listing.failure, .serverError(status: 502))
        XCTAssertEqual(useCase.queries, [first, second])
    }

    func test_list_failedFirstPage_holdsNothing_andSaysWhy() async {
        let useCase = SearchUseCaseFake()
        useCase.answer(first, with: .error(RepositoryError.network(.timedOut(seconds: 30), host: "h")))

        let listing = await PagedListing.grown(from: first, holding: 20, fetch: useCase.search)

        XCTAssertEqual(listing.items, [])
        XCTAssertTrue(listing.pages.isEmpty)
        XCTAssertEqual(listing.failure, .network(.timedOut(seconds: 30), host: "h"))
    }

    func test_list_answerWithoutAPage_isACancelledRequest() async {
        let useCase = useCase([.fixture(first, ids: Array(1...10))])
        useCase.answer(second, with: .empty())

        let listing = await PagedListing.grown(from: first, holding: 20, fetch: useCase.search)

        XCTAssertEqual(listing.items.count, 10)
        XCTAssertEqual(listing.failure, .cancelled)
    }

    func test_repositories_keepEverythingThePageSaid() async {
        let repository = GithubRepo.fixture(id: 1, subscriberCount: 3)
        let page = RepoPage(
            query: first, items: [repository], totalCount: 1, isIncomplete: true, hasNextLink: false, rateLimit: nil)

        let useCase = useCase([page])
        let listing = await PagedListing.grown(from: first, holding: 10, fetch: useCase.search)

        XCTAssertEqual(listing.items, [repository])
        XCTAssertEqual(listing.pages.contains { $0.isIncomplete }, true)
    }

    func test_items_sameIDTwiceOnOnePage_keepsEachAsThePageSentIt() async {
        let named = GithubRepo.fixture(id: 1)
        let renamed = GithubRepo(
            id: 1, name: "renamed", fullName: "owner/renamed", htmlURL: named.htmlURL, description: nil,
            starCount: 1, forkCount: 0, watcherCount: 1, subscriberCount: nil, openIssueCount: 0, language: nil,
            topics: [], license: nil, owner: named.owner, isArchived: nil, isFork: nil, createdAt: nil, updatedAt: nil,
            pushedAt: nil, defaultBranch: nil)
        let page = RepoPage(
            query: first, items: [named, renamed], totalCount: 2, isIncomplete: false, hasNextLink: false,
            rateLimit: nil)

        let useCase = useCase([page])
        let listing = await PagedListing.grown(from: first, holding: 10, fetch: useCase.search)

        XCTAssertEqual(listing.state.rows.map(\.fullName), ["owner/repo1", "owner/renamed"])
        XCTAssertEqual(listing.items, [named, renamed])
    }
}
