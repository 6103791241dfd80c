import Reactive
import ReactiveTesting

/// The schedules RxSwift's subject suites run, written once for every subject type.
enum SubjectScenarios {
    /// Subscribes an observer to `subject` from each `(subscribe, dispose)` pair of ticks, samples `hasObservers`
    /// at each of `samples`, runs the clock and returns the samples in order.
    static func observerPresence(
        of subject: some ObservableConvertibleType<Int>, hasObservers: @escaping @Sendable () -> Bool,
        subscriptions: [(subscribe: Int, dispose: Int)], samples: [Int]
    ) -> [Bool] {
        let scheduler = TestScheduler(initialClock: 0)
        let seen = LockedValues<Bool>()
        for (subscribe, dispose) in subscriptions {
            let subscription = SingleAssignmentDisposable()
            let observer = scheduler.createObserver(Int.self)
            _ = scheduler.scheduleAt(subscribe) {
                subscription.setDisposable(subject.asObservable().subscribe(observer))
            }
            _ = scheduler.scheduleAt(dispose) { subscription.dispose() }
        }
        for time in samples {
            _ = scheduler.scheduleAt(time) { seen.append(hasObservers()) }
        }
        scheduler.start()
        return seen.all
    }

    /// RxSwift's three-observer schedule: `source` feeds `subject` from 200 to 1000, observers subscribe at 300,
    /// 400 and 900 and leave at 600, 700 and 950. Returns what each observer recorded.
    static func threeObservers<Subject: ObserverType & ObservableConvertibleType>(
        _ subject: Subject, source: TestableObservable<Int>, scheduler: TestScheduler
    ) -> [[Recorded<Event<Int>>]] where Subject.Element == Int {
        let feeding = SingleAssignmentDisposable()
        _ = scheduler.scheduleAt(200) { feeding.setDisposable(source.asObservable().subscribe(subject)) }
        _ = scheduler.scheduleAt(1000) { feeding.dispose() }
        let observers = [(300, 600), (400, 700), (900, 950)].map { subscribe, dispose in
            let observer = scheduler.createObserver(Int.self)
            let subscription = SingleAssignmentDisposable()
            _ = scheduler.scheduleAt(subscribe) {
                subscription.setDisposable(subject.asObservable().subscribe(observer))
            }
            _ = scheduler.scheduleAt(dispose) { subscription.dispose() }
            return observer
        }
        scheduler.start()
        return observers.map(\.events)
    }
}
