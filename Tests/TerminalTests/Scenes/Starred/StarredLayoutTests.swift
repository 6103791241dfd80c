import Application
import Domain
import XCTest

@testable import Terminal

/// Your stars drawn by the layout every list shares, with `StarredScreen`'s title, status and rows.
final class StarredLayoutTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)

    private func frame(_ state: ListViewState<StarredScreen>) -> ScreenBuffer {
        ListLayout.frame(state, size: size)
    }

    private func state(ids: [Int], hasNext: Bool = false) throws -> ListViewState<StarredScreen> {
        let query = try StarredQuery()
        let page = StarredPage(
            query: query, items: ids.map { GithubRepo.viewFixture(id: $0, fullName: "owner/repo\($0)") },
            hasNextLink: hasNext, lastPage: nil, rateLimit: nil)
        var list = PagedListState<StarredPage>.reduce(PagedListState<StarredPage>(), .firstPageRequested(query))
        list = PagedListState<StarredPage>.reduce(list, .firstPageLoaded(page))
        var state = ListViewState<StarredScreen>(scene: StarredScreen.SceneState(sort: .created, order: .descending))
        state.show(list)
        return state
    }

    func test_rows_areTheSearchListsRows_withTheSelectionMarked() throws {
        var state = try state(ids: [1, 2])
        state.selectedIndex = 1
        let shown = frame(state)
        XCTAssertTrue(shown.text(ofRow: 0).hasPrefix("RepoBrowser  your starred repositories"))
        XCTAssertTrue(shown.text(ofRow: 1).hasPrefix("2/2 · sort: starred ↓"), shown.text(ofRow: 1))
        XCTAssertTrue(shown.text(ofRow: 3).contains("owner/repo1"))
        XCTAssertTrue(shown.text(ofRow: 4).hasPrefix("> owner/repo2"))
    }

    func test_moreToLoad_isShownAfterTheCount() throws {
        XCTAssertTrue(frame(try state(ids: [1], hasNext: true)).text(ofRow: 1).hasPrefix("1/1+"))
    }

    func test_noStars_saysSo_onlyOnceAnswered() throws {
        XCTAssertTrue(frame(try state(ids: [])).text(ofRow: 3).contains("You have not starred any repository."))
        XCTAssertFalse(
            frame(ListViewState<StarredScreen>(scene: StarredScreen.SceneState())).text(ofRow: 3).contains(
                "You have not starred"))
    }

    func test_error_isOnTheLineAboveTheHints_whichKeepHelpAndQuit() {
        var state = ListViewState<StarredScreen>(scene: StarredScreen.SceneState())
        state.error = "Listing your stars needs a GitHub token"
        let shown = frame(state)
        XCTAssertTrue(shown.text(ofRow: size.rows - 2).hasPrefix("Listing your stars needs a GitHub token"))
        XCTAssertTrue(shown.text(ofRow: size.rows - 1).contains("? help  q quit"))
    }
}
