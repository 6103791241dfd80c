import Dispatch
import Reactive
import Synchronization
import XCTest

final class SubjectConcurrencyTests: ReactiveTestCase {
    func test_publishSubject_manyThreadsSendingWhileObserversComeAndGo_losesAndDuplicatesNothing() {
        let subject = PublishSubject<Int>()
        let senders = 8
        let valuesPerSender = 2_000
        let received = Mutex<[Int]>([])
        let probe = OverlapProbe()
        let steady = subject.asObservable().subscribe(onNext: { value in
            probe.call { received.withLock { $0.append(value) } }
        })
        DispatchQueue.concurrentPerform(iterations: senders + 2) { worker in
            if worker < senders {
                for index in 0..<valuesPerSender { subject.onNext(worker * valuesPerSender + index) }
            } else {
                for _ in 0..<500 {
                    let transient = subject.asObservable().map { $0 + 1 }.filter { $0 > 0 }.subscribe { _ in }
                    transient.dispose()
                }
            }
        }
        steady.dispose()
        let values = received.withLock { $0 }
        XCTAssertEqual(values.count, senders * valuesPerSender)
        XCTAssertEqual(Set(values).count, senders * valuesPerSender, "no value is duplicated")
        XCTAssertEqual(probe.mostCallsAtOnce, 1, "deliveries never overlap")
        for worker in 0..<senders {
            let fromWorker = values.filter { $0 / valuesPerSender == worker }
            XCTAssertEqual(fromWorker, fromWorker.sorted(), "values of one sender keep their order")
        }
        XCTAssertFalse(subject.hasObservers)
    }

    func test_behaviorSubject_concurrentSubscribersEachSeeCurrentValueFirst() {
        let subject = BehaviorSubject(value: -1)
        let firstValues = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 0..<2_000 { subject.onNext(value) }
            } else {
                for _ in 0..<200 {
                    let first = Mutex<Int?>(nil)
                    let subscription = subject.asObservable().subscribe(onNext: { value in
                        first.withLock { if $0 == nil { $0 = value } }
                    })
                    subscription.dispose()
                    if let value = first.withLock({ $0 }) { firstValues.withLock { $0.append(value) } }
                }
            }
        }
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(firstValues.withLock { $0.allSatisfy { $0 >= -1 && $0 < 2_000 } })
    }
}
