import Reactive
import ReactiveTesting
import XCTest

/// `do`'s `after...` and `onSubscribed` callbacks, in the order of RxSwift's DoOn order tests.
final class DoCallbackOrderTests: ReactiveTestCase {
    private static func logged(
        _ log: EventLog, _ send: @escaping @Sendable (AnyObserver<Int>) -> Void
    ) -> Observable<Int> {
        Observable<Int>.create { observer in
            log.append("source subscribe")
            send(observer)
            return Disposables.create { log.append("source dispose") }
        }
        .do(
            onNext: { _ in log.append("next") }, afterNext: { _ in log.append("after next") },
            onError: { _ in log.append("error") }, afterError: { _ in log.append("after error") },
            onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") })
    }

    func test_completedLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        _ = scheduler.start {
            Self.logged(log) { observer in
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
            }
        }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "subscribed", "next", "after next", "completed", "after completed",
                "source dispose", "dispose",
            ])
    }

    func test_completedWhileSubscribing_subscribedComesAfterTheSourceDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        _ = scheduler.start {
            Self.logged(log) { observer in
                observer.onNext(0)
                observer.onCompleted()
            }
        }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "next", "after next", "completed", "after completed",
                "source dispose", "subscribed", "dispose",
            ])
    }

    func test_errorWhileSubscribing() {
        let log = EventLog()
        _ = Self.logged(log) { observer in
            observer.onNext(0)
            observer.onError(TestError.failed)
        }
        .subscribe { _ in }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "next", "after next", "error", "after error", "source dispose",
                "subscribed", "dispose",
            ])
    }

    func test_disposal() {
        let log = EventLog()
        Self.logged(log) { $0.onNext(0) }.subscribe { _ in }.dispose()
        XCTAssertEqual(
            log.all, ["subscribe", "source subscribe", "next", "after next", "subscribed", "source dispose", "dispose"])
    }

    func test_afterNext_runsAfterTheObserverSawTheValue() {
        let log = EventLog()
        _ = Observable.just(1).do(onNext: { _ in log.append("on") }, afterNext: { _ in log.append("after") })
            .subscribe(onNext: { _ in log.append("observer") })
        XCTAssertEqual(log.all, ["on", "observer", "after"])
    }

    func test_driverDo_afterCompletedAndOnSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = EventLog()
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asDriver(onErrorJustReturn: 0).do(
                    afterNext: { log.append("after \($0)@\(scheduler.clock)") },
                    afterCompleted: { log.append("after completed@\(scheduler.clock)") },
                    onSubscribed: { log.append("subscribed@\(scheduler.clock)") })
            }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(log.all, ["subscribed@200", "after 1@211", "after completed@221"])
    }
}
