import Application
import Reactive
import ReactiveTesting
import XCTest

extension TestScheduler {
    /// A view trigger firing at the recorded ticks.
    func trigger<Element: Sendable>(_ events: [Recorded<Event<Element>>]) -> Driver<Element> {
        createHotObservable(events).asObservable().asDriverOnErrorJustComplete()
    }

    /// Records what `output` (a Driver or a Signal) delivers while `bag` lives.
    func record<Sharing: SharingStrategyProtocol, Element: Sendable>(
        _ output: SharedSequence<Sharing, Element>, in bag: DisposeBag
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        output.asObservable().subscribe(observer).disposed(by: bag)
        return observer
    }
}

extension TestableObserver {
    /// The values delivered, in order, without their ticks.
    var values: [Element] {
        events.compactMap { $0.value.element }
    }
}
