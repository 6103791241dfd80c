import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

/// The search screen's history, on virtual time: each submitted search recorded with its sort and order, the
/// recent searches matching the edited text suggested, and a history that cannot be used said in one line.
final class SearchViewModelHistoryTests: XCTestCase {
    private func entry(_ text: String, sort: RepoSort = .bestMatch) -> SearchHistoryEntry {
        SearchHistoryEntry(text: text, sort: sort, order: .descending, lastUsedAt: Date(timeIntervalSince1970: 0))
    }

    func test_submittedSearch_isRecordedWithTheSortAndOrderInForce() {
        let scene = SearchSceneHarness()
        let history = SearchHistoryUseCaseFake()
        scene.history = history
        scene.fire(\.sortTrigger, [.next(150, ())])
        scene.fire(\.orderTrigger, [.next(160, ())])
        scene.fire(\.queryText, [.next(200, "  vapor ")])
        let recording = scene.run()
        XCTAssertEqual(history.calls, ["record vapor stars asc"])
        XCTAssertEqual(recording.searchRecorded.values.count, 1)
    }

    func test_firstLoadAndSortChanges_recordNothing() {
        let scene = SearchSceneHarness()
        let history = SearchHistoryUseCaseFake()
        scene.history = history
        scene.fire(\.sortTrigger, [.next(150, ())])
        _ = scene.run()
        XCTAssertEqual(history.calls, [])
    }

    func test_editorOpenedAgain_suggestsTheSearchRecordedMeanwhile() {
        let scene = SearchSceneHarness()
        scene.history = SearchHistoryUseCaseFake(entries: [entry("swift")])
        scene.fire(\.editedText, [.next(150, ""), .next(900, "")])
        scene.fire(\.queryText, [.next(200, "vapor")])
        let recording = scene.run()
        XCTAssertEqual(recording.suggestions.values.last?.map(\.text), ["vapor", "swift"])
    }

    func test_history_isOpenedOnFirstUse_notOnLoad() {
        let scene = SearchSceneHarness()
        let history = SearchHistoryUseCaseFake()
        scene.history = history
        scene.fire(\.editedText, [.next(200, ""), .next(250, "v")])
        _ = scene.run()
        XCTAssertEqual(history.calls, ["suggestions ", "open", "suggestions v"])
    }

    func test_editedText_suggestsTheRecentSearchesStartingWithIt() {
        let scene = SearchSceneHarness()
        scene.history = SearchHistoryUseCaseFake(entries: [entry("vapor"), entry("swift"), entry("vapor server")])
        scene.fire(\.editedText, [.next(200, "vap")])
        let recording = scene.run()
        XCTAssertEqual(recording.suggestions.values.last?.map(\.text), ["vapor", "vapor server"])
    }

    func test_historyThatCannotBeOpened_isSaid_andTheSearchGoesOn() {
        let scene = SearchSceneHarness()
        let failure = SearchHistoryError.readOnly(path: "/data/repo-browser/search-history.sqlite")
        scene.history = SearchHistoryUseCaseFake(failure: failure)
        scene.answer(RepoSearchQuery.fixture(), ids: [1, 2])
        scene.fire(\.queryText, [.next(200, "vapor")])
        scene.fire(\.editedText, [.next(150, "v")])
        let recording = scene.run()
        XCTAssertEqual(recording.historyProblem.values.compactMap { $0 }, [.unusable(failure)])
        XCTAssertEqual(recording.suggestions.values.last, [])
        XCTAssertEqual(recording.repos.values.last?.count, 2)
        XCTAssertEqual(recording.errors, [])
    }

    func test_withoutAHistory_nothingIsRecordedOrSuggested() {
        let scene = SearchSceneHarness()
        scene.fire(\.queryText, [.next(200, "vapor")])
        scene.fire(\.editedText, [.next(150, "v")])
        let recording = scene.run()
        XCTAssertEqual(recording.suggestions.values, [[]])
        XCTAssertEqual(recording.searchRecorded.values.count, 0)
        XCTAssertEqual(recording.historyProblem.values, [nil])
    }
}
