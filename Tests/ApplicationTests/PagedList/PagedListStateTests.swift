import Application
import Dispatch
import Domain
import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// A search list's pages.
private typealias RepoListState = PagedListState<RepoPage>

/// `PagedListState.reduce(_:_:)` as a plain function, and folded with `scan` on virtual time, over search pages.
final class PagedListStateTests: XCTestCase {
    private let swift = RepoSearchQuery.fixture("swift")
    private let rust = RepoSearchQuery.fixture("rust")
    private let initial = RepoListState()

    private func ids(_ state: RepoListState) -> [Int] { state.rows.compactMap(\.id) }

    private func reduce(_ events: [PagedListEvent<RepoPage>], from state: RepoListState? = nil) -> RepoListState {
        events.reduce(state ?? initial, RepoListState.reduce)
    }

    func test_initial_isEmptyWithNothingToLoad() {
        XCTAssertTrue(initial.rows.isEmpty)
        XCTAssertFalse(initial.hasMore)
        XCTAssertEqual(initial.listNumber, 0)
        XCTAssertNil(initial.firstPageQuery)
    }

    func test_firstPageRequested_waitsForThatPageAndAllowsNoLoadMore() {
        let shown = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2]))])

        let next = RepoListState.reduce(shown, .firstPageRequested(rust))

        XCTAssertEqual(next.firstPageQuery, rust)
        XCTAssertNil(next.nextPageQuery, "no page of the old list is asked for while the new one loads")
        XCTAssertEqual(ids(next), [1, 2], "the old list stays on screen until the new first page arrives")
        XCTAssertEqual(next.listNumber, shown.listNumber)
    }

    func test_firstPageLoaded_replacesTheListAndStartsANewOne() {
        let state = reduce([
            .firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2], totalCount: 42)),
        ])

        XCTAssertEqual(ids(state), [1, 2])
        XCTAssertEqual(state.listNumber, 1)
        XCTAssertEqual(state.totalItemCount, 42)
        XCTAssertEqual(state.nextPageQuery, swift.nextPage())
        XCTAssertTrue(state.hasMore)
    }

    func test_nextPageLoaded_appendsWithoutDuplicatesAndKeepsTheList() {
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2]))])
        let page2 = first.nextPageQuery ?? swift

        let state = RepoListState.reduce(first, .nextPageLoaded(.fixture(page2, ids: [2, 3])))

        XCTAssertEqual(ids(state), [1, 2, 3], "GitHub's ranking can shift a repository onto the next page")
        XCTAssertEqual(state.listNumber, first.listNumber)
        XCTAssertEqual(state.nextPageQuery, page2.nextPage())
    }

    func test_nextPageLoaded_withoutGithubIDs_dropsOnlyRepeatedNames() {
        func page(_ query: RepoSearchQuery, names: [String]) -> RepoPage {
            let items = names.map { name in
                GithubRepo(
                    id: nil, name: name, fullName: "offline/\(name)",
                    htmlURL: URL(string: "https://github.com/offline/\(name)")!, description: nil, starCount: 1,
                    forkCount: 0, watcherCount: 1, subscriberCount: nil, openIssueCount: 0, language: nil, topics: [],
                    license: nil, owner: RepoOwner(login: "offline", avatarURL: nil), isArchived: nil, isFork: nil,
                    createdAt: nil, updatedAt: nil, pushedAt: nil, defaultBranch: nil)
            }
            return RepoPage(
                query: query, items: items, totalCount: 50, isIncomplete: false, hasNextLink: true, rateLimit: nil)
        }
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(page(swift, names: ["a", "b"]))])

        let state = RepoListState.reduce(
            first, .nextPageLoaded(page(first.nextPageQuery ?? swift, names: ["B", "c", "d"])))

        XCTAssertEqual(state.rows.map(\.fullName), ["offline/a", "offline/b", "offline/c", "offline/d"])
    }

    func test_oneStateReducedTwice_givesListsThatNeverSeeEachOthersRows() {
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2]))])
        let page2 = first.nextPageQuery ?? swift

        let one = RepoListState.reduce(first, .nextPageLoaded(.fixture(page2, ids: [3])))
        let other = RepoListState.reduce(first, .nextPageLoaded(.fixture(page2, ids: [4, 5])))
        let oneGrown = RepoListState.reduce(one, .nextPageLoaded(.fixture(one.nextPageQuery ?? swift, ids: [4])))

        XCTAssertEqual(ids(first), [1, 2])
        XCTAssertEqual(ids(one), [1, 2, 3])
        XCTAssertEqual(ids(other), [1, 2, 4, 5])
        XCTAssertEqual(ids(oneGrown), [1, 2, 3, 4], "4 is new to this list, though the other list took it")
    }

    func test_oneStateReducedOnManyThreadsAtOnce_givesEachListOnlyItsOwnPage() {
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2]))])
        let page2 = first.nextPageQuery ?? swift
        let lists = 16
        let results = Mutex([Int: [Int]]())

        DispatchQueue.concurrentPerform(iterations: lists) { list in
            let pageIDs = [100 + 2 * list, 101 + 2 * list]
            let state = RepoListState.reduce(first, .nextPageLoaded(.fixture(page2, ids: pageIDs)))
            results.withLock { $0[list] = state.rows.compactMap(\.id) }
        }

        let shown = results.withLock { $0 }
        for list in 0..<lists {
            XCTAssertEqual(shown[list], [1, 2, 100 + 2 * list, 101 + 2 * list])
        }
        XCTAssertEqual(ids(first), [1, 2])
    }

    func test_rowsEdited_removesRows_andAPageRepeatingOneDoesNotBringItBack() {
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2]))])

        let edited = RepoListState.reduce(first, .rowsEdited { $0.id == 1 ? nil : $0 })
        let grown = RepoListState.reduce(
            edited, .nextPageLoaded(.fixture(edited.nextPageQuery ?? swift, ids: [1, 3])))

        XCTAssertEqual(ids(edited), [2])
        XCTAssertEqual(ids(grown), [2, 3], "1 was shown in this list before the edit took it out")
        XCTAssertEqual(ids(first), [1, 2])
    }

    func test_unreadableItems_areCountedPerList() {
        func page(_ query: RepoSearchQuery, ids: [Int], skipped: Int) -> RepoPage {
            RepoPage(
                query: query, items: RepoPage.fixture(query, ids: ids).items, totalCount: 50, isIncomplete: false,
                hasNextLink: true, rateLimit: nil, skippedItemCount: skipped)
        }
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(page(swift, ids: [1, 2], skipped: 2))])
        let second = RepoListState.reduce(
            first, .nextPageLoaded(page(first.nextPageQuery ?? swift, ids: [3], skipped: 1)))
        let replaced = reduce(
            [.firstPageRequested(rust), .firstPageLoaded(page(rust, ids: [9], skipped: 0))], from: second)

        XCTAssertEqual(first.skippedItemCount, 2)
        XCTAssertEqual(second.skippedItemCount, 3)
        XCTAssertEqual(replaced.skippedItemCount, 0, "a new list starts its own count")
    }

    func test_lateAnswers_toAReplacedSearch_changeNothing() {
        let shown = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1]))])
        let stalePage2 = shown.nextPageQuery ?? swift
        let waiting = RepoListState.reduce(shown, .firstPageRequested(rust))

        XCTAssertEqual(RepoListState.reduce(waiting, .firstPageLoaded(.fixture(swift, ids: [9]))), waiting)
        XCTAssertEqual(RepoListState.reduce(waiting, .nextPageLoaded(.fixture(stalePage2, ids: [9]))), waiting)
    }

    func test_lastPage_leavesNothingToLoad() {
        let state = reduce([
            .firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1, 2], totalCount: 2)),
        ])

        XCTAssertFalse(state.hasMore)
        XCTAssertNil(state.nextPageQuery)
    }

    func test_pageWithoutAQuota_keepsTheLastKnownQuota() {
        let quota = RateLimitStatus.fixture(limit: 30, remaining: 29, resource: "search")
        let first = reduce([.firstPageRequested(swift), .firstPageLoaded(.fixture(swift, ids: [1], rateLimit: quota))])

        let state = RepoListState.reduce(first, .nextPageLoaded(.fixture(first.nextPageQuery ?? swift, ids: [2])))

        XCTAssertEqual(state.rateLimit, quota)
    }

    func test_scan_foldsEventsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let page1 = RepoPage.fixture(swift, ids: [1, 2])
        let page2 = RepoPage.fixture(swift.nextPage() ?? swift, ids: [3])
        let events = scheduler.createHotObservable([
            .next(210, PagedListEvent<RepoPage>.firstPageRequested(swift)), .next(220, .firstPageLoaded(page1)),
            .next(230, .nextPageLoaded(page2)), .next(240, .firstPageRequested(rust)), .completed(250),
        ])
        let initial = self.initial

        let observer = scheduler.start { events.asObservable().scan(initial, accumulator: RepoListState.reduce) }

        XCTAssertEqual(observer.events.map(\.time), [210, 220, 230, 240, 250])
        let states = observer.events.compactMap { $0.value.element }
        XCTAssertEqual(states.map(ids), [[], [1, 2], [1, 2, 3], [1, 2, 3]])
        XCTAssertEqual(states.map(\.listNumber), [0, 1, 1, 1])
        XCTAssertEqual(states.map(\.hasMore), [false, true, true, false])
    }
}
