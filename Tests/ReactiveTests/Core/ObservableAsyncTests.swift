import Reactive
import Synchronization
import XCTest

final class ObservableAsyncTests: ReactiveTestCase {
    func test_fromAsync_sendsResultThenCompletes() {
        let completed = expectation(description: "completed")
        let log = EventLog()
        let subscription = Observable<Int>.fromAsync { 42 }.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { completed.fulfill() })
        wait(for: [completed], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(log.all, ["next 42", "completed"])
    }

    func test_fromAsync_forwardsThrownError() {
        let failed = expectation(description: "failed")
        let log = EventLog()
        let subscription = Observable<Int>.fromAsync { throw TestError.failed }.subscribe(
            onError: { error in log.append("\(error)") },
            onDisposed: { failed.fulfill() })
        wait(for: [failed], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(log.all, ["failed"])
    }

    func test_fromAsync_cancelsTaskOnDispose() {
        let started = expectation(description: "started")
        let cancelled = expectation(description: "cancelled")
        let log = EventLog()
        let gate = CancellationGate()
        let subscription = Observable<Int>.fromAsync {
            await withTaskCancellationHandler {
                await gate.park(started: started)
                return 1
            } onCancel: {
                cancelled.fulfill()
                gate.release()
            }
        }.subscribe { event in log.append("\(event)") }
        wait(for: [started], timeout: 10)
        subscription.dispose()
        wait(for: [cancelled], timeout: 10)
        XCTAssertEqual(log.all, [], "nothing is delivered after disposal")
    }
}
