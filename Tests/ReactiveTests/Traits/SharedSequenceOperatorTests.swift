import Dispatch
import Reactive
import ReactiveTesting
import XCTest

/// The Driver and Signal forms of `switchLatest`, `zip` and `do`, after RxCocoa's SharedSequence operator tests.
final class SharedSequenceOperatorTests: ReactiveTestCase {
    func test_driverSwitchLatest_followsTheLatestInnerDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(215, 1), .next(240, 2), .next(300, 3)])
        let second = scheduler.createHotObservable([.next(250, 10), .next(300, 11)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            let inner = [
                first.asObservable().asDriver(onErrorJustReturn: -1),
                second.asObservable().asDriver(onErrorJustReturn: -2),
            ]
            let outer = scheduler.createHotObservable([.next(210, 0), .next(245, 1)])
            return scheduler.start {
                outer.asObservable().map { inner[$0] }.asDriverOnErrorJustComplete().switchLatest()
            }
        }
        XCTAssertEqual(res.events, [.next(216, 1), .next(241, 2), .next(251, 10), .next(301, 11)])
        XCTAssertEqual(first.subscriptions, [Subscription(211, 246)])
        XCTAssertEqual(second.subscriptions, [Subscription(246, 1000)])
    }

    func test_driverZip_pairsValuesAndCompletesWhenBothComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(240, "b"), .completed(250)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.zip(
                    xs.asObservable().asDriver(onErrorJustReturn: 0), ys.asObservable().asDriver(onErrorJustReturn: "")
                ) { "\($0)\($1)" }
            }
        }
        XCTAssertEqual(res.events, [.next(216, "1a"), .next(241, "2b"), .completed(251)])
    }

    func test_signalZip_ofTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(215, 3), .next(225, 4)])
        let zs = scheduler.createHotObservable([.next(230, 5)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Signal.zip(
                    xs.asObservable().asSignal(onErrorJustReturn: 0), ys.asObservable().asSignal(onErrorJustReturn: 0),
                    zs.asObservable().asSignal(onErrorJustReturn: 0)
                ).map { $0 + $1 + $2 }
            }
        }
        XCTAssertEqual(res.events, [.next(231, 9)])
    }

    func test_driverDo_runsEachCallbackOncePerEventWhateverTheObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = EventLog()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let driver = SharingScheduler.mock(scheduler: scheduler) {
            xs.asObservable().asDriver(onErrorJustReturn: 0).do(
                onNext: { log.append("next \($0)@\(scheduler.clock)") },
                onCompleted: { log.append("completed@\(scheduler.clock)") },
                onSubscribe: { log.append("subscribe@\(scheduler.clock)") },
                onDispose: { log.append("dispose@\(scheduler.clock)") })
        }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            driver.drive(first).disposed(by: bag)
            driver.drive(second).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(log.all, ["subscribe@200", "next 1@211", "completed@221", "dispose@221"])
        XCTAssertEqual(first.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(second.events, [.next(211, 1), .completed(221)])
    }

    func test_driverZip_onTheMainQueue_deliversSynchronously() {
        let drained = expectation(description: "actions queued by earlier tests ran")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        let xs = PublishSubject<Int>()
        let zipped = Driver.zip(xs.asObservable().asDriver(onErrorJustReturn: -1), Driver.just(10)) { $0 + $1 }
        let results = EventLog()
        let subscription = zipped.drive(onNext: { results.append("\($0)") })
        xs.onNext(1)
        XCTAssertEqual(results.all, ["11"])
        subscription.dispose()
    }
}
