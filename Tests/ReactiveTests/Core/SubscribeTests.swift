import Reactive
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)`, on the steps of RxSwift's
/// `Observable+SubscriptionTest.swift`: which closure runs for each event, and that `onDisposed` runs once.
final class SubscribeTests: ReactiveTestCase {
    /// Subscribes every closure to `subject` and logs each call, `"next 1"`, `"error"`, `"completed"`, `"disposed"`.
    private static func logged(_ subject: PublishSubject<Int>, into log: EventLog) -> any Disposable {
        subject.asObservable().subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    }

    func test_value_runsOnNext_andDisposalRunsOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let subscription = Self.logged(subject, into: log)
        XCTAssertEqual(log.all, [])
        subject.onNext(1)
        XCTAssertEqual(log.all, ["next 1"])
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log.all, ["next 1", "disposed"])
    }

    func test_error_runsOnErrorThenOnDisposed_andNothingAfter() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let subscription = Self.logged(subject, into: log)
        subject.onError(TestError.failed)
        XCTAssertEqual(log.all, ["error", "disposed"])
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log.all, ["error", "disposed"])
    }

    func test_completion_runsOnCompletedThenOnDisposed_andNothingAfter() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let subscription = Self.logged(subject, into: log)
        subject.onCompleted()
        XCTAssertEqual(log.all, ["completed", "disposed"])
        subscription.dispose()
        subject.onNext(2)
        subject.onError(TestError.failed)
        XCTAssertEqual(log.all, ["completed", "disposed"])
    }

    func test_disposed_ignoresEverythingAfterwards() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let subscription = Self.logged(subject, into: log)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onError(TestError.failed)
        subject.onCompleted()
        XCTAssertEqual(log.all, ["next 1", "disposed"])
    }

    /// A terminal handler given without the other runs for its own event only; `onDisposed` runs after either.
    func test_onErrorAlone_runsForAnError_notForCompletion() {
        let log = EventLog()
        _ = Observable<Int>.error(TestError.failed)
            .subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        _ = Observable<Int>.empty()
            .subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log.all, ["error", "disposed", "disposed"])
    }

    func test_onCompletedAlone_runsForCompletion_notForAnError() {
        let log = EventLog()
        _ = Observable<Int>.empty()
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Observable<Int>.error(TestError.failed)
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log.all, ["completed", "disposed", "disposed"])
    }
}
