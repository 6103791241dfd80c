import Application
import Domain
import Foundation
import Reactive
import Synchronization
import XCTest

@testable import ApplicationTests
@testable import Terminal

/// A list screen (here the search list) asks for the next page when a command moves the selection near the end of the list, and only
/// then: a page arriving changes what the view shows, never what it sends, so data flows one way (keys → input →
/// transform → output → view). On the main queue a `Driver` delivers synchronously, so every answer below has
/// arrived when `bindViewModel()` or `perform(_:)` returns.
/// XCTest on Linux cannot run `@MainActor` test methods: each test enters the main actor with `assumeIsolated`.
final class ListViewPagingTests: XCTestCase {
    /// Answers every search at once with `rowsPerPage` numbered repositories out of a thousand, recording the
    /// pages asked for.
    private final class SearchUseCaseStub: SearchUseCaseType {
        let rowsPerPage: Int
        private let recorded = Mutex<[Int]>([])

        init(rowsPerPage: Int) {
            self.rowsPerPage = rowsPerPage
        }

        /// The page numbers asked for, in order.
        var pages: [Int] { recorded.withLock { $0 } }

        func search(_ query: RepoSearchQuery) -> Observable<RepoPage> {
            recorded.withLock { $0.append(query.page) }
            let first = (query.page - 1) * rowsPerPage + 1
            let items = (first..<(first + rowsPerPage)).map {
                GithubRepo.viewFixture(id: $0, fullName: "owner/repo\($0)")
            }
            return .just(
                RepoPage(
                    query: query, items: items, totalCount: 1_000, isIncomplete: false, hasNextLink: true,
                    rateLimit: nil))
        }
    }

    /// Goes nowhere.
    private func drainMainQueue() {
        let drained = expectation(description: "actions queued by earlier tests ran")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
    }

    func test_aCommandMovingTheSelectionNearTheEnd_asksForTheNextPage() {
        drainMainQueue()
        MainActor.assumeIsolated {
            let useCase = SearchUseCaseStub(rowsPerPage: 10)
            let view = ListView<SearchScreen>(
                viewModel: SearchViewModel(useCase: useCase, navigator: SearchNavigatorFake(), perPage: 10),
                state: SearchListState())
            view.bindViewModel()
            XCTAssertEqual(useCase.pages, [1])

            view.perform(.down)
            XCTAssertEqual(useCase.pages, [1], "the second row is far from the end")
            view.perform(.end)

            XCTAssertEqual(useCase.pages, [1, 2])
            XCTAssertEqual(view.state.rows.count, 20)
            XCTAssertEqual(view.state.selectedIndex, 9, "a further page keeps the selection")
            view.dismantle()
        }
    }

    func test_aPageLeavingTheSelectionAtTheEnd_asksForNothingUntilACommandMovesIt() {
        drainMainQueue()
        MainActor.assumeIsolated {
            let useCase = SearchUseCaseStub(rowsPerPage: 1)
            let view = ListView<SearchScreen>(
                viewModel: SearchViewModel(useCase: useCase, navigator: SearchNavigatorFake(), perPage: 1),
                state: SearchListState())
            view.bindViewModel()
            XCTAssertEqual(view.state.rows.count, 1)
            XCTAssertTrue(view.state.needsMore, "the only row is the last one, and more pages exist")
            XCTAssertEqual(useCase.pages, [1], "an output arriving sent no input back")

            view.perform(.down)

            XCTAssertEqual(useCase.pages, [1, 2])
            view.dismantle()
        }
    }

    func test_halfPagesAndTheWheel_moveTheSelectionByHalfTheRowsAndByThree() {
        drainMainQueue()
        MainActor.assumeIsolated {
            let useCase = SearchUseCaseStub(rowsPerPage: 50)
            let view = ListView<SearchScreen>(
                viewModel: SearchViewModel(useCase: useCase, navigator: SearchNavigatorFake(), perPage: 50),
                state: SearchListState())
            view.bindViewModel()
            var buffer = ScreenBuffer(size: TerminalSize(rows: 30, columns: 100))
            view.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertEqual(ListLayout.visibleRows(in: buffer.size), 25)

            view.perform(.control("d"))
            XCTAssertEqual(view.state.selectedIndex, 12)
            view.perform(.wheelDown)
            XCTAssertEqual(view.state.selectedIndex, 15)
            view.perform(.wheelUp)
            view.perform(.wheelUp)
            XCTAssertEqual(view.state.selectedIndex, 9)
            view.perform(.control("u"))
            XCTAssertEqual(view.state.selectedIndex, 0)
            view.perform(.wheelUp)
            XCTAssertEqual(view.state.selectedIndex, 0, "the wheel stops at the first row")
            view.dismantle()
        }
    }

    func test_theFooter_showsTheHintsOfTheKeysTheScreenDeclares() {
        drainMainQueue()
        MainActor.assumeIsolated {
            let view = ListView<SearchScreen>(
                viewModel: SearchViewModel(
                    useCase: SearchUseCaseStub(rowsPerPage: 5), navigator: SearchNavigatorFake()),
                state: SearchListState())
            view.bindViewModel()
            var buffer = ScreenBuffer(size: TerminalSize(rows: 24, columns: 200))
            view.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertEqual(
                buffer.text(ofRow: 23).trimmingCharacters(in: .whitespaces),
                "j/k move  Enter open  / search  s sort  S order  o browser  ? help  q quit"
            )
            view.dismantle()
        }
    }
}
