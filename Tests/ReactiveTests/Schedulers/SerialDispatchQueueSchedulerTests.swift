import Dispatch
import Reactive
import XCTest

/// `SerialDispatchQueueScheduler`: cancelled work never runs.
final class SerialDispatchQueueSchedulerTests: ReactiveTestCase {
    func test_serialDispatchQueueScheduler_cancelledActionDoesNotRun() {
        let scheduler = SerialDispatchQueueScheduler(label: "cancel")
        let log = EventLog()
        let cancelled = scheduler.schedule(after: .milliseconds(20)) { log.append("cancelled ran") }
        cancelled.dispose()
        let finished = expectation(description: "later action ran")
        _ = scheduler.schedule(after: .milliseconds(60)) { finished.fulfill() }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(log.all, [])
    }
}
