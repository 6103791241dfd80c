import Reactive
import XCTest

final class DisposablesTests: ReactiveTestCase {
    func test_anonymousDisposable_runsActionOnce() {
        let log = EventLog()
        let disposable = Disposables.create { log.append("disposed") }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(log.all, ["disposed"])
    }

    func test_compositeDisposable_disposesAllAndLateInsertions() {
        let log = EventLog()
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create { log.append("a") })
        let key = composite.insert(Disposables.create { log.append("b") })
        XCTAssertEqual(composite.count, 2)
        if let key { composite.remove(for: key) }
        XCTAssertEqual(log.all, ["b"])
        composite.dispose()
        XCTAssertEqual(log.all, ["b", "a"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("late") }))
        XCTAssertEqual(log.all, ["b", "a", "late"])
        XCTAssertTrue(composite.isDisposed)
    }

    func test_serialDisposable_disposesPreviousOnReplacement() {
        let log = EventLog()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log.all, ["first"])
        serial.dispose()
        serial.disposable = Disposables.create { log.append("third") }
        XCTAssertEqual(log.all, ["first", "second", "third"])
    }

    func test_singleAssignmentDisposable_disposesLateAssignment() {
        let log = EventLog()
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { log.append("assigned") })
        XCTAssertEqual(log.all, ["assigned"])
    }

    func test_disposeBag_disposesEverythingOnDeinit() {
        let log = EventLog()
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            Disposables.create { log.append("one") }.disposed(by: bag)
            Disposables.create { log.append("two") }.disposed(by: bag)
        }
        XCTAssertEqual(log.all, [])
        bag = nil
        XCTAssertEqual(log.all, ["one", "two"])
    }

    func test_disposeBag_endsSubscriptions() {
        let subject = PublishSubject<Int>()
        var bag = DisposeBag()
        subject.asObservable().map { $0 * 2 }.subscribe { _ in }.disposed(by: bag)
        XCTAssertTrue(subject.hasObservers)
        bag = DisposeBag()
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }
}
