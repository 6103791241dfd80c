import Reactive
import Synchronization
import XCTest

/// No operator keeps an element alive once its subscription is disposed, whether the source completed or not:
/// a retain cycle between a sink and its source's subscription (the kind that once kept every page a `Driver`
/// carried) shows up here as an element still alive.
final class OperatorMemoryTests: XCTestCase {
    /// Three counted elements, then completion when `completes`; the subscription keeps its observer until
    /// disposed, as most sources do.
    private static func source(completes: Bool) -> Observable<Counted> {
        Observable<Counted>.create { observer in
            for index in 0..<3 { observer.onNext(Counted(index)) }
            if completes { observer.onCompleted() }
            return Disposables.create { observer.onCompleted() }
        }
    }

    private func assertReleases(
        _ name: String, file: StaticString = #filePath, line: UInt = #line,
        _ transform: @escaping (Observable<Counted>, Bool) -> Observable<Counted>
    ) {
        for completes in [true, false] {
            let before = Counted.live.load(ordering: .relaxed)
            transform(Self.source(completes: completes), completes).subscribe { _ in }.dispose()
            XCTAssertEqual(
                Counted.live.load(ordering: .relaxed), before, "\(name), source completing: \(completes)", file: file,
                line: line)
        }
    }

    func test_singleSourceOperators() {
        assertReleases("map") { source, _ in source.map { $0 } }
        assertReleases("filter") { source, _ in source.filter { _ in true } }
        assertReleases("scan") { source, _ in source.scan(Counted(-1)) { _, new in new } }
        assertReleases("scan(into:)") { source, _ in source.scan(into: Counted(-1)) { latest, new in latest = new } }
        assertReleases("distinctUntilChanged") { source, _ in source.distinctUntilChanged { $0.value == $1.value } }
        assertReleases("startWith") { source, _ in source.startWith(Counted(-1)) }
        assertReleases("take") { source, _ in source.take(1) }
        assertReleases("skip") { source, _ in source.skip(1) }
        assertReleases("take(until:)") { source, _ in source.take(until: Observable<Int>.never()) }
        assertReleases("take(while:)") { source, _ in source.take(while: { _ in true }) }
        assertReleases("skip(while:)") { source, _ in source.skip(while: { _ in false }) }
        assertReleases("do") { source, _ in source.do(onNext: { _ in }) }
        assertReleases("catch") { source, _ in source.catch { _ in .empty() } }
        assertReleases("retry") { source, _ in source.retry(2) }
        assertReleases("enumerated") { source, _ in source.enumerated().map(\.element) }
    }

    func test_sharingOperators() {
        assertReleases("share") { source, _ in source.share() }
        assertReleases("share(replay: 1)") { source, _ in source.share(replay: 1) }
        assertReleases("share(replay: 1, scope: .forever)") { source, _ in source.share(replay: 1, scope: .forever) }
    }

    func test_combiningOperators() {
        assertReleases("merge") { source, completes in .merge(source, Self.source(completes: completes)) }
        assertReleases("concat") { source, completes in .concat([source, Self.source(completes: completes)]) }
        assertReleases("combineLatest") { source, completes in
            .combineLatest(source, Self.source(completes: completes)) { first, _ in first }
        }
        assertReleases("zip") { source, completes in
            .zip(source, Self.source(completes: completes)) { first, _ in first }
        }
        assertReleases("withLatestFrom") { source, completes in
            source.withLatestFrom(Self.source(completes: completes)) { first, _ in first }
        }
    }

    func test_flatteningOperators() {
        assertReleases("flatMap") { source, completes in source.flatMap { _ in Self.source(completes: completes) } }
        assertReleases("flatMapLatest") { source, completes in
            source.flatMapLatest { _ in Self.source(completes: completes) }
        }
        assertReleases("flatMapFirst") { source, completes in
            source.flatMapFirst { _ in Self.source(completes: completes) }
        }
        assertReleases("concatMap") { source, completes in source.concatMap { _ in Self.source(completes: completes) } }
        assertReleases("switchLatest") { source, completes in
            source.map { _ in Self.source(completes: completes) }.switchLatest()
        }
    }
}

/// An element whose live instances are counted.
private final class Counted: Sendable {
    static let live = Atomic<Int>(0)
    let value: Int

    init(_ value: Int) {
        self.value = value
        Self.live.add(1, ordering: .relaxed)
    }

    deinit { Self.live.subtract(1, ordering: .relaxed) }
}
