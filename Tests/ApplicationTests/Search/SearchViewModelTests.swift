import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

final class SearchViewModelTests: XCTestCase {
    private let firstPage = RepoSearchQuery.fixture()
    private let secondPage = RepoSearchQuery.fixture(page: 2)

    // MARK: First load

    func test_load_searchesDefaultTextFromFirstPageByBestMatch() {
        let scene = SearchSceneHarness()
        _ = scene.run()
        XCTAssertEqual(
            scene.useCase.queries, [RepoSearchQuery.fixture(RepoSearchQuery.defaultText, sort: .bestMatch, page: 1)])
    }

    func test_load_showsFirstPage() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1, 2, 3])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.map(ids), [[], [1, 2, 3]])
    }

    func test_load_raisesIsLoadingUntilFirstPageArrives() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1], after: 50)
        let recording = scene.run()
        XCTAssertEqual(recording.isLoading.events.map(\.time), [1, 102, 152])
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoadingMore.values, [false])
    }

    func test_isAnswered_falseUntilFirstPageArrives() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [], totalCount: 0, after: 50)
        let recording = scene.run()
        XCTAssertEqual(recording.isAnswered.events.map(\.time), [0, 152])
        XCTAssertEqual(recording.isAnswered.values, [false, true])
    }

    func test_isAnswered_staysFalseWhenSearchFails() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, with: [.error(50, RepositoryError.serverError(status: 502))])
        let recording = scene.run()
        XCTAssertEqual(recording.isAnswered.values, [false])
    }

    func test_isAnswered_fallsWhenNewSearchStarts() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1])
        scene.answer(firstPage, with: [.error(50, RepositoryError.serverError(status: 502))])
        scene.fire(\.refreshTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.isAnswered.events.map(\.time), [0, 152, 202])
        XCTAssertEqual(recording.isAnswered.values, [false, true, false])
    }

    func test_load_showsTotalCountAndRateLimit() {
        let scene = SearchSceneHarness()
        let quota = RateLimitStatus.fixture(limit: 10, remaining: 9, resource: "search")
        scene.answer(firstPage, ids: [1], totalCount: 42, rateLimit: quota)
        let recording = scene.run()
        XCTAssertEqual(recording.totalCount.values, [0, 42])
        XCTAssertEqual(recording.rateLimit.values, [nil, quota])
    }

    func test_header_showsDefaultTextAndBestMatch() {
        let recording = SearchSceneHarness().run()
        XCTAssertEqual(recording.searchText.values, [RepoSearchQuery.defaultText])
        XCTAssertEqual(recording.sort.values, [.bestMatch])
    }

    // MARK: Errors

    func test_errorLine_clearsWhenTheListStartsOver_andStaysForAnyOtherKey() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, with: [.error(50, RepositoryError.serverError(status: 502))])
        scene.fire(\.openInBrowserTrigger, [.next(200, 0)])
        scene.fire(\.sortTrigger, at: 300)
        let recording = scene.run()
        let failure = RepositoryError.serverError(status: 502)
        XCTAssertEqual(recording.error.values, [nil, failure, nil])
        // The sort key at 300 asks for a new list; the error line hears it two ticks later, through two Drivers.
        XCTAssertEqual(recording.error.events.last?.time, 302, "cleared when the sort starts the list over")
    }

    func test_error_isHandedToTheView() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, with: [.error(50, RepositoryError.network(.unreachable, host: "api.github.com"))])
        let recording = scene.run()
        XCTAssertEqual(recording.errors, [.network(.unreachable, host: "api.github.com")])
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
    }

    func test_error_keepsPreviousList() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1, 2])
        scene.answer(firstPage, with: [.error(50, RepositoryError.serverError(status: 502))])
        scene.fire(\.refreshTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.map(ids), [[], [1, 2]])
        XCTAssertEqual(recording.errors.count, 1)
    }

    func test_error_nextTriggerStillWorks() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, with: [.error(50, RepositoryError.serverError(status: 502))])
        scene.answer(firstPage, ids: [3])
        scene.fire(\.refreshTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.map(ids), [[], [3]])
    }

    // MARK: Refresh

    func test_refresh_startsListOver() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20))
        scene.answer(firstPage, ids: Array(1...10))
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        scene.fire(\.refreshTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.map(ids), [[], Array(1...10), Array(1...20), Array(1...10)])
        XCTAssertEqual(scene.useCase.queries, [firstPage, secondPage, firstPage])
    }

    // MARK: Load more

    func test_loadMore_appendsNextPage() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20))
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.last.map(ids), Array(1...20))
        XCTAssertEqual(scene.useCase.queries, [firstPage, secondPage])
    }

    func test_loadMore_raisesIsLoadingMoreNotIsLoading() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20))
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.isLoadingMore.values, [false, true, false])
        XCTAssertEqual(recording.isLoading.values, [false, true, false])
        XCTAssertEqual(recording.isLoadingMore.events.map(\.time), [1, 202, 252])
    }

    func test_loadMore_stopsAtLastPage() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10), totalCount: 15)
        scene.answer(secondPage, ids: Array(11...15), totalCount: 15)
        scene.fire(\.loadMoreTrigger, [.next(200, ()), .next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, secondPage])
        XCTAssertEqual(recording.hasMore.values, [false, true, false])
    }

    func test_loadMore_stopsAtThousandResultCap() {
        let scene = SearchSceneHarness()
        scene.perPage = 100
        let pages = (1...10).map { RepoSearchQuery.fixture(perPage: 100, page: $0) }
        for (index, page) in pages.enumerated() {
            scene.answer(page, ids: Array((index * 100 + 1)...(index * 100 + 100)), after: 10)
        }
        scene.fire(\.loadMoreTrigger, (1...11).map { .next(100 + 50 * $0, ()) })
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, pages)
        XCTAssertEqual(recording.repos.values.last?.count, 1000)
        XCTAssertEqual(recording.hasMore.values.last, false)
    }

    func test_loadMore_ignoredWhileNextPageLoads() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20), after: 50)
        scene.fire(\.loadMoreTrigger, [.next(200, ()), .next(210, ()), .next(220, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, secondPage])
        XCTAssertEqual(recording.repos.values.last.map(ids), Array(1...20))
    }

    func test_newSort_cancelsTheNextPageInFlight() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        let stale = scene.answer(secondPage, ids: Array(11...20), after: 100)
        scene.answer(.fixture(sort: .stars), ids: [99])
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        scene.fire(\.sortTrigger, [.next(250, ())])
        let recording = scene.run()
        XCTAssertEqual(stale.subscriptions.count, 1)
        XCTAssertLessThan(
            stale.subscriptions[0].unsubscribe, 300, "the next page is dropped once a new list is asked for")
        XCTAssertEqual(recording.repos.values.last.map(ids), [99])
        XCTAssertEqual(recording.paging.values.last?.listNumber, 2)
    }

    func test_loadMore_ignoredWhileFirstPageLoads() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10), after: 50)
        scene.fire(\.loadMoreTrigger, [.next(120, ())])
        _ = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage])
    }

    func test_loadMore_afterFailedPage_asksForThatPageAgain() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, with: [.error(50, RepositoryError.serverError(status: 500))])
        scene.answer(secondPage, ids: Array(11...20))
        scene.fire(\.loadMoreTrigger, [.next(200, ()), .next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, secondPage, secondPage])
        XCTAssertEqual(recording.repos.values.last.map(ids), Array(1...20))
    }

    func test_loadMore_skipsRepositoriesAlreadyShown() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: [10, 11, 12])
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.last.map(ids), Array(1...12))
    }

    // MARK: Query

    func test_query_searchesAfterTypingPause() {
        let scene = SearchSceneHarness()
        let typed = scene.answer(.fixture("vapor"), ids: [7])
        scene.fire(\.queryText, [.next(200, "vapor")])
        let recording = scene.run()
        XCTAssertEqual(
            typed.subscriptions,
            [Subscription(201 + SearchSceneHarness.debounceTicks, 251 + SearchSceneHarness.debounceTicks)])
        XCTAssertEqual(recording.repos.values.last.map(ids), [7])
    }

    func test_query_rapidTyping_searchesOnlyLastText() {
        let scene = SearchSceneHarness()
        scene.fire(\.queryText, [.next(200, "v"), .next(300, "va"), .next(400, "vap")])
        _ = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, .fixture("vap")])
    }

    func test_query_newerQueryDisposesOlderRequest() {
        let scene = SearchSceneHarness()
        let older = scene.answer(.fixture("a"), ids: [1], after: 500)
        scene.fire(\.queryText, [.next(200, "a"), .next(600, "b")])
        _ = scene.run()
        XCTAssertEqual(older.subscriptions, [Subscription(501, 901)])
    }

    func test_query_staleAnswerNeverReplacesNewerResults() {
        let scene = SearchSceneHarness()
        scene.answer(.fixture("a"), ids: [1], after: 500)
        scene.answer(.fixture("b"), ids: [2], after: 10)
        scene.fire(\.queryText, [.next(200, "a"), .next(600, "b")])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.map(ids), [[], [2]])
    }

    func test_query_sameTextAfterTrimming_isNotSearchedAgain() {
        let scene = SearchSceneHarness()
        scene.fire(\.queryText, [.next(200, "vapor"), .next(600, "  vapor\n")])
        _ = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, .fixture("vapor")])
    }

    func test_query_empty_searchesDefaultText() {
        let scene = SearchSceneHarness()
        scene.fire(\.queryText, [.next(200, "vapor"), .next(600, "   ")])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries, [firstPage, .fixture("vapor"), firstPage])
        XCTAssertEqual(
            recording.searchText.values, [RepoSearchQuery.defaultText, "vapor", RepoSearchQuery.defaultText])
    }

    func test_query_startsListOver() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20))
        scene.answer(.fixture("vapor"), ids: [99])
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        scene.fire(\.queryText, [.next(300, "vapor")])
        let recording = scene.run()
        XCTAssertEqual(recording.repos.values.last.map(ids), [99])
    }

    // MARK: Sort

    func test_sort_cyclesBestMatchStarsForksUpdated() {
        let scene = SearchSceneHarness()
        scene.fire(\.sortTrigger, [.next(200, ()), .next(300, ()), .next(400, ()), .next(500, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.sort.values, [.bestMatch, .stars, .forks, .updated, .bestMatch])
    }

    func test_sort_startsListOverWithNewSort() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: Array(1...10))
        scene.answer(secondPage, ids: Array(11...20))
        scene.answer(.fixture(sort: .stars), ids: [50, 51])
        scene.fire(\.loadMoreTrigger, [.next(200, ())])
        scene.fire(\.sortTrigger, [.next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries.last, .fixture(sort: .stars))
        XCTAssertEqual(recording.repos.values.last.map(ids), [50, 51])
    }

    func test_order_flipsBetweenDescendingAndAscending() {
        let scene = SearchSceneHarness()
        scene.fire(\.orderTrigger, [.next(200, ()), .next(300, ())])
        let recording = scene.run()
        XCTAssertEqual(recording.order.values, [.descending, .ascending, .descending])
    }

    func test_order_startsListOverWithTheOtherOrder() {
        let scene = SearchSceneHarness()
        let ascending = try? RepoSearchQuery(
            text: RepoSearchQuery.defaultText, sort: .stars, order: .ascending, perPage: 10)
        scene.answer(.fixture(sort: .stars), ids: [1, 2])
        scene.answer(ascending ?? .fixture(), ids: [2, 1])
        scene.fire(\.sortTrigger, [.next(200, ())])
        scene.fire(\.orderTrigger, [.next(400, ())])
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries.last, ascending)
        XCTAssertEqual(recording.repos.values.last.map(ids), [2, 1])
    }

    // MARK: Navigation

    func test_open_showsDetailOfChosenRepo() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1, 2, 3])
        scene.fire(\.openTrigger, [.next(200, 1)])
        let shown = scene.record(\.detailShown)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["toDetail \(RepoListItem.fixture(id: 2))"])
        XCTAssertEqual(shown.values, [.fixture(id: 2)])
    }

    func test_open_outsideList_isIgnored() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1, 2, 3])
        scene.fire(\.openTrigger, [.next(50, 0), .next(200, 3), .next(210, -1)])
        let shown = scene.record(\.detailShown)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, [])
        XCTAssertEqual(shown.values, [])
    }

    func test_openInBrowser_opensSelectedRepoPage() {
        let scene = SearchSceneHarness()
        scene.answer(firstPage, ids: [1, 2, 3])
        scene.fire(\.openInBrowserTrigger, [.next(200, 2), .next(210, 3)])
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser \(GithubRepo.fixture(id: 3).htmlURL)"])
    }

    // MARK: Resources

    func test_starGivenOrTakenElsewhere_changesThatRowsCount() throws {
        let scene = SearchSceneHarness()
        scene.answer(.fixture(perPage: 10), ids: [1, 2])
        let reference = GithubRepo.fixture(id: 2).reference
        scene.starChanges = [
            .next(300, StarChange(reference: reference, isStarred: true)),
            .next(400, StarChange(reference: reference, isStarred: true)),
            .next(500, StarChange(reference: reference, isStarred: false)),
        ]
        let recording = scene.run()
        let counts = recording.repos.values.map { $0.map(\.starCount) }
        let before = GithubRepo.fixture(id: 2).starCount
        XCTAssertEqual(counts.suffix(3).map { $0.last }, [before + 1, before + 2, before + 1])
        XCTAssertEqual(counts.last?.first, GithubRepo.fixture(id: 1).starCount, "other rows stay")
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = SearchSceneHarness()
            scene.answer(firstPage, ids: Array(1...10))
            scene.answer(secondPage, ids: Array(11...20), after: 5000)
            scene.fire(\.loadMoreTrigger, [.next(200, ())])
            scene.fire(\.queryText, [.next(300, "vapor")])
            scene.disposeAt = 1000
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    private func ids(_ repos: [RepoListItem]) -> [Int] {
        repos.compactMap(\.id)
    }

    func test_hasTheShapeOfEveryScene() {
        SceneShape.check(
            SearchViewModel(useCase: SearchUseCaseFake(), navigator: SearchNavigatorFake())
        ) { SearchViewModel.Input(loadTrigger: $0) }
    }
}
