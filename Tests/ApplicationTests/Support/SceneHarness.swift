import Application
import Foundation
import Reactive
import ReactiveTesting

/// A scene on virtual time: any of its view model's triggers fired at given ticks, any of its outputs recorded, and
/// the view's subscriptions disposed at `disposeAt`.
///
/// A trigger or an output is named by its key path (`fire(\.issuesTrigger, at: 300)`, `record(\.issuesShown)`), so
/// a scene's harness does not grow a property per trigger, and a route a new scene adds to its parent is fired and
/// recorded from the new scene's tests alone.
class SceneHarness<ViewModel: ViewModelType> {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    /// When the view disposes its subscriptions.
    var disposeAt = 10_000
    private var firings: [(inout ViewModel.Input, TestScheduler) -> Void] = []
    private var recordings: [(ViewModel.Output, TestScheduler, DisposeBag) -> Void] = []

    /// Fires `trigger` with `events`, at their ticks.
    func fire<Value: Sendable>(
        _ trigger: WritableKeyPath<ViewModel.Input, Driver<Value>>, _ events: [Recorded<Event<Value>>]
    ) {
        firings.append { input, scheduler in input[keyPath: trigger] = scheduler.trigger(events) }
    }

    /// Fires `trigger` at each of `ticks`.
    func fire(_ trigger: WritableKeyPath<ViewModel.Input, Driver<Void>>, at ticks: Int...) {
        fire(trigger, ticks.map { .next($0, ()) })
    }

    /// Records what `output` (a Driver or a Signal) delivers while the view is bound.
    func record<Sharing: SharingStrategyProtocol, Value: Sendable>(
        _ output: KeyPath<ViewModel.Output, SharedSequence<Sharing, Value>>
    ) -> TestableObserver<Value> {
        let observer = scheduler.createObserver(Value.self)
        recordings.append { outputs, _, bag in
            outputs[keyPath: output].asObservable().subscribe(observer).disposed(by: bag)
        }
        return observer
    }

    /// Records what `derive` makes of `output` (its rows, a flag of its state) while the view is bound.
    func record<Sharing: SharingStrategyProtocol, Value: Sendable, Derived: Sendable>(
        _ output: KeyPath<ViewModel.Output, SharedSequence<Sharing, Value>>,
        as derive: @escaping (SharedSequence<Sharing, Value>) -> SharedSequence<Sharing, Derived>
    ) -> TestableObserver<Derived> {
        let observer = scheduler.createObserver(Derived.self)
        recordings.append { outputs, _, bag in
            derive(outputs[keyPath: output]).asObservable().subscribe(observer).disposed(by: bag)
        }
        return observer
    }

    /// Runs `viewModel` on the input `input` makes, with every trigger fired and every output recorded as asked, until
    /// every scripted event has happened; then disposes the view's subscriptions.
    func run(_ viewModel: ViewModel, input: (TestScheduler) -> ViewModel.Input) {
        SharingScheduler.mock(scheduler: scheduler) {
            var scripted = input(scheduler)
            for firing in firings {
                firing(&scripted, scheduler)
            }
            let output = viewModel.transform(scripted)
            let bag = DisposeBag()
            for recording in recordings {
                recording(output, scheduler, bag)
            }
            Self.bindEveryOutput(of: output, in: bag)
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
        }
    }

    /// Subscribes every Driver and Signal among `outputs` (a paged list's too), as the scene's view binds every output:
    /// a navigation happens while its Signal is bound, so an output no test records still does what it does.
    private static func bindEveryOutput(of outputs: Any, in bag: DisposeBag) {
        for child in Mirror(reflecting: outputs).children {
            if let output = child.value as? any BoundOutput {
                output.bind(in: bag)
            } else {
                bindEveryOutput(of: child.value, in: bag)
            }
        }
    }
}

/// An output a view binds: a Driver or a Signal.
private protocol BoundOutput {
    func bind(in bag: DisposeBag)
}

extension SharedSequence: BoundOutput {
    fileprivate func bind(in bag: DisposeBag) {
        asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
    }
}
