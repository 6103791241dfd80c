import Application
import Domain
import XCTest

@testable import Terminal

/// An owner's repositories drawn by the layout every list shares, with `OwnerRepositoriesScreen`'s title, status and
/// the repository rows search and your stars draw.
final class OwnerRepositoriesLayoutTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)

    private func state(
        _ names: [String], sort: OwnerRepoSort = .fullName, order: SortDirection = .ascending
    ) throws -> ListViewState<OwnerRepositoriesScreen> {
        let query = try OwnerRepoQuery(owner: "octo-org", sort: sort, direction: order)
        let items = names.enumerated().map {
            GithubRepo.viewFixture(id: $0.offset + 1, fullName: "octo-org/\($0.element)")
        }
        let page = OwnerRepoPage(query: query, items: items, hasNextLink: false, lastPage: nil, rateLimit: nil)
        var list = PagedListState<OwnerRepoPage>.reduce(PagedListState(), .firstPageRequested(query))
        list = PagedListState<OwnerRepoPage>.reduce(list, .firstPageLoaded(page))
        var state = ListViewState<OwnerRepositoriesScreen>(
            scene: OwnerRepositoriesScreen.SceneState(owner: "octo-org", sort: sort, order: order))
        state.show(list)
        return state
    }

    func test_titleNamesTheOwner_andStatusTheSortAndOrder() throws {
        let shown = ListLayout.frame(try state(["alpha", "beta"]), size: size)
        XCTAssertTrue(shown.text(ofRow: 0).hasPrefix("RepoBrowser  repositories of octo-org"), shown.text(ofRow: 0))
        XCTAssertTrue(shown.text(ofRow: 1).hasPrefix("1/2 · sort: name ↑"), shown.text(ofRow: 1))
    }

    func test_rows_areTheRepositoryRows_searchAndStarsDraw() throws {
        let state = try state(["alpha", "beta"])
        let shown = ListLayout.frame(state, size: size)
        let layout = RepoListColumns.columns(widest: state.widestCells, width: size.columns)
        XCTAssertTrue(shown.text(ofRow: 2).hasPrefix(layout.heading.text), shown.text(ofRow: 2))
        XCTAssertTrue(shown.text(ofRow: 3).hasPrefix("> octo-org/alpha"), shown.text(ofRow: 3))
        XCTAssertTrue(shown.text(ofRow: 4).contains("octo-org/beta"))
    }

    func test_sortedByUpdate_showsTheUpdateDate() throws {
        let shown = ListLayout.frame(try state(["alpha"], sort: .updated, order: .descending), size: size)
        XCTAssertTrue(shown.text(ofRow: 1).hasPrefix("1/1 · sort: updated ↓"), shown.text(ofRow: 1))
        XCTAssertTrue(shown.text(ofRow: 2).contains("UPDATED"), shown.text(ofRow: 2))
    }

    func test_noRepository_saysSo_onlyOnceAnswered() throws {
        XCTAssertTrue(
            ListLayout.frame(try state([]), size: size).text(ofRow: 3).contains("octo-org has no public repository."))
        let unanswered = ListViewState<OwnerRepositoriesScreen>(scene: OwnerRepositoriesScreen.SceneState(owner: "o"))
        XCTAssertFalse(ListLayout.frame(unanswered, size: size).text(ofRow: 3).contains("no public repository"))
    }
}
