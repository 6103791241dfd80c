import Reactive
import XCTest

final class ReplaySubjectTests: ReactiveTestCase {
    func test_replaySubject_replaysLastValuesUpToBufferSize() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let log = EventLog()
        let subscription = subject.asObservable().subscribe { log.append("\($0)") }
        subject.onNext(4)
        XCTAssertEqual(log.all, ["next(2)", "next(3)", "next(4)"])
        subscription.dispose()
    }

    func test_replaySubject_replaysBufferThenTerminalAfterCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let log = EventLog()
        _ = subject.asObservable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log.all, ["next(2)", "completed"])
    }
}
