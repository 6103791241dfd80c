import Dispatch
import Reactive
import Synchronization
import XCTest

final class OperatorConcurrencyTests: ReactiveTestCase {
    func test_merge_innersSendingFromManyThreads_deliversEachValueOnceWithoutOverlap() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let received = Mutex<[Int]>([])
        let probe = OverlapProbe()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .map { $0 * 2 }
            .subscribe(onNext: { value in probe.call { received.withLock { $0.append(value) } } })
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for value in 0..<2_000 { subjects[index].onNext(index * 2_000 + value) }
        }
        subscription.dispose()
        let values = received.withLock { $0 }
        XCTAssertEqual(values.count, 8_000)
        XCTAssertEqual(Set(values).count, 8_000)
        XCTAssertEqual(probe.mostCallsAtOnce, 1)
        XCTAssertFalse(subjects.contains { $0.hasObservers })
    }

    func test_shareAndFlatMapLatest_subscribingAndDisposingFromManyThreads_leavesNothingBehind() {
        let source = PublishSubject<Int>()
        let inner = BehaviorRelay(value: 0)
        let shared = source.asObservable().flatMapLatest { value in inner.asObservable().map { $0 + value } }.share(
            replay: 1)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<500 {
                if worker == 0 {
                    source.onNext(value)
                } else if worker == 1 {
                    inner.accept(value)
                } else {
                    shared.subscribe { _ in }.dispose()
                }
            }
        }
        XCTAssertFalse(source.hasObservers)
    }
}
