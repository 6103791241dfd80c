import Reactive
import ReactiveTesting

/// The outer sequence of seven inner cold sequences that RxSwift's flatMap, flatMapFirst and flatMapLatest suites
/// share, with the variations those suites use.
struct InnerSequences {
    /// The outer hot sequence.
    let outer: TestableObservable<TestableObservable<Int>>
    /// The inner sequences, in the order the outer sends them (the first two arrive before the subscription).
    let inners: [TestableObservable<Int>]

    /// Builds the outer sequence. `firstInnerEnd` ends the inner sent at 300, `secondInnerEnds` says whether the
    /// one sent at 400 completes (at 205), and `outerEnd` ends the outer sequence.
    init(
        scheduler: TestScheduler, firstInnerEnd: Recorded<Event<Int>> = .completed(460),
        secondInnerEnds: Bool = true, outerEnd: Recorded<Event<TestableObservable<Int>>>? = .completed(900)
    ) {
        inners = [
            scheduler.createColdObservable([.error(1, TestError.failed)]),
            scheduler.createColdObservable([.error(1, TestError.failed)]),
            scheduler.createColdObservable([
                .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstInnerEnd,
            ]),
            scheduler.createColdObservable(
                [.next(180, 202), .next(190, 203)] + (secondInnerEnds ? [.completed(205)] : [])),
            scheduler.createColdObservable([
                .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
            ]),
            scheduler.createColdObservable([.completed(40)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let times = [5, 105, 300, 400, 550, 750, 850]
        let sent = zip(times, inners).map { Recorded<Event<TestableObservable<Int>>>.next($0, $1) }
        outer = scheduler.createHotObservable(sent + (outerEnd.map { [$0] } ?? []))
    }

    /// The subscriptions of each inner sequence, in order.
    var innerSubscriptions: [[Subscription]] {
        inners.map(\.subscriptions)
    }
}
