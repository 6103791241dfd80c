import Dispatch
import Reactive
import ReactiveTesting
import XCTest

/// `merge` gives an `Observable.create` inner sequence its slot's observer, without a `create` sink of its own: the
/// contract `create` promises must hold there all the same.
final class MergeCreatedInnerTests: ReactiveTestCase {
    func test_merge_dropsWhatACreatedInnerSendsAfterItsCompletion() {
        let log = EventLog()
        let inner = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.failed)
            return Disposables.create()
        }
        _ = Observable.merge(inner, .just(3)).subscribe { event in log.append("\(event)") }
        XCTAssertEqual(log.all, ["next(1)", "next(3)", "completed"])
    }

    func test_merge_dropsWhatACompletedInnersObserverSendsWhileTheNextInnerRuns() {
        let log = EventLog()
        let kept = LockedValues<AnyObserver<Int>>()
        let first = Observable<Int>.create { observer in
            kept.append(observer)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let second = PublishSubject<Int>()
        let subscription = Observable.from([first, second.asObservable()]).merge(maxConcurrent: 1)
            .subscribe { event in log.append("\(event)") }
        for observer in kept.all { observer.onNext(99) }
        second.onNext(2)
        for observer in kept.all { observer.onCompleted() }
        second.onNext(3)
        XCTAssertEqual(log.all, ["next(1)", "next(2)", "next(3)"])
        subscription.dispose()
    }

    func test_merge_disposesACreatedInnersSubscriptionRightAfterItCompletes() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let inner = Observable<Int>.create { observer in
            let subscription = subject.asObservable().subscribe(observer)
            return Disposables.create {
                log.append("disposed")
                subscription.dispose()
            }
        }
        _ = Observable.merge(inner).subscribe { event in log.append("\(event)") }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log.all, ["next(1)", "disposed", "completed"])
    }

    func test_merge_disposingStopsACreatedInnersDelivery() {
        let log = EventLog()
        let kept = LockedValues<AnyObserver<Int>>()
        let subject = PublishSubject<Int>()
        let inner = Observable<Int>.create { observer in
            kept.append(observer)
            return subject.asObservable().subscribe(observer)
        }
        let subscription = Observable.merge(inner).subscribe { event in log.append("\(event)") }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        for observer in kept.all { observer.onNext(3) }
        XCTAssertEqual(log.all, ["next(1)"])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_merge_disposesTheOtherCreatedInnersWhenOneFails() {
        let log = EventLog()
        let running = Observable<Int>.create { _ in Disposables.create { log.append("running disposed") } }
        let failing = Observable<Int>.create { observer in
            observer.onError(TestError.failed)
            return Disposables.create { log.append("failing disposed") }
        }
        _ = Observable.merge(running, failing).subscribe { event in log.append("\(event)") }
        XCTAssertEqual(log.all, ["error(ReactiveTests.TestError.failed)", "running disposed", "failing disposed"])
    }

    func test_merge_serialisesConcurrentSendersOfACreatedInner() {
        let probe = OverlapProbe()
        let inner = Observable<Int>.create { observer in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for value in 0..<500 { observer.onNext(value) }
            }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = Observable.merge(inner, inner).subscribe(onNext: { _ in probe.call() })
        XCTAssertEqual(probe.callCount, 8000)
        XCTAssertEqual(probe.mostCallsAtOnce, 1)
    }
}
