import Dispatch
import Reactive
import Synchronization
import XCTest

/// What a screen's Drivers keep in memory: a Driver per request (one page of results each, as the search list
/// asks for the next page) must let its page go once the request completed.
final class DriverMemoryTests: XCTestCase {
    /// Lets the main queue run whatever earlier tests left on it, so the main scheduler delivers at once.
    override func setUp() {
        let drained = expectation(description: "the main queue ran what was queued before")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        super.setUp()
    }

    func test_innerDriverPerRequest_keepsNoFinishedPage() {
        let requests = PublishRelay<Void>()
        let subscription = requests.asSignal()
            .flatMapFirst { _ in
                Observable<Page>.create { observer in
                    observer.onNext(Page())
                    observer.onCompleted()
                    return Disposables.create { observer.onCompleted() }
                }
                .asDriverOnErrorJustComplete()
            }
            .drive(onNext: { _ in })
        for _ in 0..<20 { requests.accept(()) }
        // The flattened Driver replays its latest page to late observers, so one page may stay; no more.
        XCTAssertLessThanOrEqual(Page.live.load(ordering: .relaxed), 1)
        subscription.dispose()
        XCTAssertEqual(Page.live.load(ordering: .relaxed), 0)
    }
}

/// A page whose live instances are counted.
private final class Page: Sendable {
    static let live = Atomic<Int>(0)

    init() { Self.live.add(1, ordering: .relaxed) }

    deinit { Self.live.subtract(1, ordering: .relaxed) }
}
