import Application
import Domain
import Reactive
import XCTest

/// `PagedList.listing(startingWith:holding:)` and `PagedListing`: the list a front end prints at once, grown from the
/// list screen's paging events by its reducer.
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

    func test_list_growsPageByPageUntilItHoldsTheCount() async throws {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10)), .fixture(second, ids: Array(11...20)),
            .fixture(third, ids: Array(21...30)),
        ])

        let listings = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 15)
            .collect()

        XCTAssertEqual(listings.count, 1)
        XCTAssertEqual(listings.first?.state.rows.map(\.id), Array(1...20))
        XCTAssertEqual(useCase.queries, [first, second])
    }

    func test_list_repositoryRepeatedOnALaterPage_isListedOnceAndTheNextPageFetched() async throws {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10)), .fixture(second, ids: [9, 10] + Array(11...18)),
            .fixture(third, ids: Array(19...28)),
        ])

        let listing = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 20)
            .collect().first

        XCTAssertEqual(listing?.state.rows.map(\.id), Array(1...28))
        XCTAssertEqual(listing?.items.map(\.id), Array(1...28))
        XCTAssertEqual(useCase.queries, [first, second, third])
    }

    func test_list_stopsAtTheLastPage() async throws {
        let useCase = useCase([
            .fixture(first, ids: Array(1...10), totalCount: 14), .fixture(second, ids: Array(11...14), totalCount: 14),
        ])

        let listing = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 100)
            .collect().first

        XCTAssertEqual(listing?.state.rows.count, 14)
        XCTAssertEqual(listing?.state.hasMore, false)
        XCTAssertEqual(useCase.queries, [first, second])
    }

    func test_list_failedPage_failsTheList() async {
        let useCase = useCase([.fixture(first, ids: Array(1...10))])
        useCase.answer(second, with: .error(RepositoryError.serverError(status: 502)))

        do {
            _ = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 20).collect()
            XCTFail("a failed page must fail the list")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .serverError(status: 502))
        }
    }

    func test_repositories_keepEverythingThePageSaid() async throws {
        let repository = GithubRepo.fixture(id: 1, subscriberCount: 3)
        let page = RepoPage(
            query: first, items: [repository], totalCount: 1, isIncomplete: true, hasNextLink: false, rateLimit: nil)

        let useCase = useCase([page])
        let listing = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 10)
            .collect().first

        XCTAssertEqual(listing?.items, [repository])
        XCTAssertEqual(listing?.pages.contains { $0.isIncomplete }, true)
    }

    func test_items_sameIDTwiceOnOnePage_keepsEachAsThePageSentIt() async throws {
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
        let listing = try await PagedList(load: { useCase.search($0) }).listing(startingWith: first, holding: 10)
            .collect().first

        XCTAssertEqual(listing?.state.rows.map(\.fullName), ["owner/repo1", "owner/renamed"])
        XCTAssertEqual(listing?.items, [named, renamed])
    }
}
