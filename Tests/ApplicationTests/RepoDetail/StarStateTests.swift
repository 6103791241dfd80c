import Application
import Reactive
import ReactiveTesting
import XCTest

/// `StarState.reduce(_:_:)` as a plain function: the optimistic change, its confirmation and its rollback; and folded
/// with `scan` on virtual time.
final class StarStateTests: XCTestCase {
    private func reduce(_ events: [StarEvent], from state: StarState = StarState()) -> StarState {
        events.reduce(state, StarState.reduce)
    }

    /// Not starred, 41 stars, nothing pending.
    private var loaded: StarState { reduce([.statusLoaded(isStarred: false), .countLoaded(41)]) }

    func test_initial_knowsNothingAndHasNothingPending() {
        let state = StarState()
        XCTAssertNil(state.isStarred)
        XCTAssertNil(state.starCount)
        XCTAssertFalse(state.isPending)
        XCTAssertNil(state.lastError)
    }

    func test_requested_showsTheChangeAtOnceWithTheCountFollowing() {
        let state = StarState.reduce(loaded, .requested(isStarred: true))
        XCTAssertEqual(state.isStarred, true)
        XCTAssertEqual(state.starCount, 42)
        XCTAssertTrue(state.isPending)
    }

    func test_requestedUnstar_lowersTheCount() {
        let starred = reduce([.statusLoaded(isStarred: true), .countLoaded(42)])
        let state = StarState.reduce(starred, .requested(isStarred: false))
        XCTAssertEqual(state.isStarred, false)
        XCTAssertEqual(state.starCount, 41)
    }

    func test_confirmed_keepsTheChangeAndEndsThePending() {
        let state = reduce([.requested(isStarred: true), .confirmed], from: loaded)
        XCTAssertEqual(state.isStarred, true)
        XCTAssertEqual(state.starCount, 42)
        XCTAssertFalse(state.isPending)
        XCTAssertNil(state.lastError)
    }

    func test_rolledBack_restoresWhatWasShownAndKeepsTheReason() {
        let state = reduce(
            [.requested(isStarred: true), .rolledBack(.rejected(action: "starring o/r", message: "refused"))],
            from: loaded)
        XCTAssertEqual(state.isStarred, false)
        XCTAssertEqual(state.starCount, 41)
        XCTAssertFalse(state.isPending)
        XCTAssertEqual(state.lastError, .rejected(action: "starring o/r", message: "refused"))
    }

    func test_nextRequest_clearsTheLastError() {
        let failed = reduce(
            [.requested(isStarred: true), .rolledBack(.network(.timedOut(seconds: 30), host: "h"))], from: loaded)
        let state = StarState.reduce(failed, .requested(isStarred: true))
        XCTAssertNil(state.lastError)
        XCTAssertTrue(state.isPending)
    }

    func test_requestWhilePending_changesNothing() {
        let pending = StarState.reduce(loaded, .requested(isStarred: true))
        XCTAssertEqual(StarState.reduce(pending, .requested(isStarred: false)), pending)
    }

    func test_requestForWhatIsShown_changesNothing() {
        XCTAssertEqual(StarState.reduce(loaded, .requested(isStarred: false)), loaded)
    }

    func test_statusArrivingWhilePending_isIgnored() {
        let pending = StarState.reduce(loaded, .requested(isStarred: true))
        XCTAssertEqual(StarState.reduce(pending, .statusLoaded(isStarred: false)), pending)
    }

    func test_countArrivingWhilePending_isShownWithTheChange_andRestoredOnRollback() {
        let pending = StarState.reduce(loaded, .requested(isStarred: true))
        let recounted = StarState.reduce(pending, .countLoaded(50))
        XCTAssertEqual(recounted.starCount, 51)
        XCTAssertEqual(StarState.reduce(recounted, .rolledBack(.network(.unreachable, host: "h"))).starCount, 50)
    }

    func test_requestWithUnknownStatus_changesTheStarButNotTheCount() {
        let counted = StarState.reduce(StarState(), .countLoaded(10))
        let state = StarState.reduce(counted, .requested(isStarred: true))
        XCTAssertEqual(state.isStarred, true)
        XCTAssertEqual(state.starCount, 10)
        XCTAssertNil(StarState.reduce(state, .rolledBack(.cancelled)).isStarred)
    }

    func test_unstarAtZero_neverShowsANegativeCount() {
        let state = reduce([.statusLoaded(isStarred: true), .countLoaded(0), .requested(isStarred: false)])
        XCTAssertEqual(state.starCount, 0)
    }

    func test_rollbackWithNothingPending_onlyRecordsTheReason() {
        let state = StarState.reduce(loaded, .rolledBack(.tokenRequired(action: "starring o/r")))
        XCTAssertEqual(state.isStarred, false)
        XCTAssertEqual(state.starCount, 41)
        XCTAssertEqual(state.lastError, .tokenRequired(action: "starring o/r"))
    }

    func test_scan_foldsAStarAndItsRollbackOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let events = scheduler.createHotObservable([
            .next(210, StarEvent.statusLoaded(isStarred: false)), .next(220, .countLoaded(7)),
            .next(230, .requested(isStarred: true)),
            .next(240, .rolledBack(.network(.timedOut(seconds: 30), host: "h"))), .completed(250),
        ])

        let observer = scheduler.start { events.asObservable().scan(StarState(), accumulator: StarState.reduce) }

        XCTAssertEqual(observer.events.map(\.time), [210, 220, 230, 240, 250])
        let states = observer.events.compactMap { $0.value.element }
        XCTAssertEqual(states.map(\.isStarred), [false, false, true, false])
        XCTAssertEqual(states.map(\.starCount), [nil, 7, 8, 7])
        XCTAssertEqual(states.map(\.isPending), [false, false, true, false])
        XCTAssertEqual(states.map(\.lastError), [nil, nil, nil, .network(.timedOut(seconds: 30), host: "h")])
    }
}
