import Application
import Domain
import XCTest

@testable import Terminal

/// `SearchListState.show(_:)` takes "a new list started" from `PagedListState<RepoPage>.listNumber` instead of guessing it.
final class SearchListStateTests: XCTestCase {
    private func page(_ query: RepoSearchQuery, ids: ClosedRange<Int>) -> RepoPage {
        RepoPage(
            query: query, items: ids.map { GithubRepo.viewFixture(id: $0, fullName: "owner/repo\($0)") },
            totalCount: 1_000, isIncomplete: false, hasNextLink: true, rateLimit: nil)
    }

    private func firstList(_ text: String) throws -> PagedListState<RepoPage> {
        let query = try RepoSearchQuery(text: text, perPage: 10)
        return [PagedListEvent<RepoPage>.firstPageRequested(query), .firstPageLoaded(page(query, ids: 1...10))]
            .reduce(PagedListState<RepoPage>(), PagedListState<RepoPage>.reduce)
    }

    func test_nextPage_keepsTheSelection() throws {
        let first = try firstList("swift")
        var state = SearchListState()
        state.show(first)
        state.select(8, visibleRows: 5)

        let next = PagedListState<RepoPage>.reduce(
            first, .nextPageLoaded(page(try XCTUnwrap(first.nextPageQuery), ids: 11...20)))
        state.show(next)

        XCTAssertEqual(state.rows.count, 20)
        XCTAssertEqual(state.selectedIndex, 8)
    }

    func test_newList_startsAtTheTop_evenWhenItBeginsWithTheSameRepository() throws {
        var state = SearchListState()
        state.show(try firstList("swift"))
        state.select(8, visibleRows: 5)

        var refreshed = try firstList("swift")
        refreshed = PagedListState<RepoPage>.reduce(
            refreshed, .firstPageRequested(try RepoSearchQuery(text: "swift", perPage: 10)))
        refreshed = PagedListState<RepoPage>.reduce(
            refreshed, .firstPageLoaded(page(try RepoSearchQuery(text: "swift", perPage: 10), ids: 1...10)))
        state.show(refreshed)

        XCTAssertEqual(state.list.listNumber, 2)
        XCTAssertEqual(state.selectedIndex, 0)
        XCTAssertEqual(state.scrollOffset, 0)
    }

    func test_firstPageRequested_keepsTheListAndItsSelection() throws {
        let first = try firstList("swift")
        var state = SearchListState()
        state.show(first)
        state.select(3, visibleRows: 5)

        state.show(
            PagedListState<RepoPage>.reduce(first, .firstPageRequested(try RepoSearchQuery(text: "rust", perPage: 10))))

        XCTAssertEqual(state.rows.count, 10)
        XCTAssertEqual(state.selectedIndex, 3)
        XCTAssertFalse(state.list.isAnswered)
        XCTAssertFalse(state.list.hasMore)
    }

    private func list(_ names: [String], then more: [String]) throws -> (
        PagedListState<RepoPage>, PagedListState<RepoPage>
    ) {
        let query = try RepoSearchQuery(text: "swift", perPage: 10)
        func page(_ query: RepoSearchQuery, _ names: [String], from id: Int) -> RepoPage {
            RepoPage(
                query: query,
                items: names.enumerated().map { GithubRepo.viewFixture(id: id + $0.offset, fullName: $0.element) },
                totalCount: 1_000, isIncomplete: false, hasNextLink: true, rateLimit: nil)
        }
        let first = [PagedListEvent<RepoPage>.firstPageRequested(query), .firstPageLoaded(page(query, names, from: 1))]
            .reduce(PagedListState<RepoPage>(), PagedListState<RepoPage>.reduce)
        let next = PagedListState<RepoPage>.reduce(
            first, .nextPageLoaded(page(try XCTUnwrap(first.nextPageQuery), more, from: 100)))
        return (first, next)
    }

    /// The widest cells of a repository list whose longest name is `name` columns wide: the name is the only column
    /// whose cells set its width.
    private func widest(name: Int) -> [Int] {
        [name] + Array(repeating: 0, count: RepoListColumns.columns().count - 1)
    }

    func test_widestCells_takeAPageThatBringsAWiderCell() throws {
        let (first, next) = try list(["a/b", "owner/repo"], then: ["an-owner/a-longer-name"])
        var state = SearchListState()
        state.show(first)
        XCTAssertEqual(state.widestCells, widest(name: 10))

        state.show(next)

        XCTAssertEqual(state.widestCells, widest(name: 22))
    }

    func test_widestCells_areMeasuredAgain_whenAnEditTakesTheWidestRowOut() throws {
        let (_, next) = try list(["a/b", "owner/repo"], then: ["an-owner/a-longer-name"])
        var state = SearchListState()
        state.show(next)

        state.show(PagedListState<RepoPage>.reduce(next, .rowsEdited { $0.fullName.count > 10 ? nil : $0 }))

        XCTAssertEqual(state.widestCells, widest(name: 10))
    }

    func test_widestCells_ofANewList_leaveTheOldListsRowsOut() throws {
        let (_, long) = try list(["a/b", "owner/repo"], then: ["an-owner/a-longer-name"])
        let (short, _) = try list(["c/d"], then: [])
        var state = SearchListState()
        state.show(long)

        state.show(short)

        XCTAssertEqual(state.widestCells, widest(name: 3))
    }
}
