import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

/// A Driver: state, replayed to a view that binds late.
private protocol StateOutput {}
extension SharedSequence: StateOutput where SharingStrategy == DriverSharingStrategy {}

/// A Signal: an event, never replayed (a navigation, a message).
private protocol EventOutput {}
extension SharedSequence: EventOutput where SharingStrategy == SignalSharingStrategy {}

/// A paged list's outputs, themselves Drivers.
private protocol ListOutput {}
extension PagedList.Output: ListOutput {}

/// A trigger the view fires, with nothing (`Void`) or the row it is about (`Int`).
private protocol TriggerInput {}
extension SharedSequence: TriggerInput where SharingStrategy == DriverSharingStrategy, Element == Void {}

/// The shape every scene has, checked through its view model's types: a `ViewModelType` whose inputs are Drivers named
/// by one scheme and whose outputs are Drivers (state), Signals (events) or a paged list's outputs. Each scene's view
/// model tests call `check` once.
enum SceneShape {
    /// Checks `viewModel`, transformed on virtual time with the input `input` makes from a load trigger:
    /// - every input is a Driver, the first is `loadTrigger`, and every trigger is named `<action>Trigger`;
    /// - every output is a Driver, a Signal or a paged list's Drivers, and there is at least one;
    /// - every navigation is a Signal named `<destination>Shown`, `openedInBrowser` or `wentBack`;
    /// - a scene with a paged list has `loadTrigger`, `refreshTrigger` and `loadMoreTrigger` (a list whose rows open
    ///   something names that `openTrigger`, but a conversation's comments open nothing).
    static func check<ViewModel: ViewModelType>(
        _ viewModel: ViewModel, file: StaticString = #filePath, line: UInt = #line,
        input: (Driver<Void>) -> ViewModel.Input
    ) {
        let name = String(describing: ViewModel.self)
        let scheduler = TestScheduler(initialClock: 0)
        let (made, output) = SharingScheduler.mock(scheduler: scheduler) {
            let made = input(Driver<Void>.empty())
            return (made, viewModel.transform(made))
        }
        let inputs = Mirror(reflecting: made).children.map { ($0.label ?? "", $0.value) }
        let outputs = Mirror(reflecting: output).children.map { ($0.label ?? "", $0.value) }

        XCTAssertEqual(inputs.first?.0, "loadTrigger", "\(name) loads on its first trigger", file: file, line: line)
        for (label, value) in inputs {
            XCTAssertTrue(
                value is any StateOutput, "\(name) input \(label) is a \(type(of: value))", file: file, line: line)
            if value is any TriggerInput || value is Driver<Int> {
                XCTAssertTrue(
                    label.hasSuffix("Trigger"), "\(name) input \(label): a trigger is <action>Trigger", file: file,
                    line: line)
            }
        }

        XCTAssertFalse(outputs.isEmpty, "\(name).Output has no fields", file: file, line: line)
        for (label, value) in outputs {
            XCTAssertTrue(
                value is any StateOutput || value is any EventOutput || value is any ListOutput,
                "\(name) output \(label) is a \(type(of: value)): state is a Driver, an event a Signal", file: file,
                line: line)
            if value is any ListOutput {
                for child in Mirror(reflecting: value).children {
                    XCTAssertTrue(
                        child.value is any StateOutput, "\(name)'s list \(child.label ?? "")", file: file, line: line)
                }
            }
            if value is any EventOutput {
                let isNavigation = label == "wentBack" || label == "openedInBrowser" || label.hasSuffix("Shown")
                XCTAssertTrue(
                    isNavigation || label == "searchRecorded",
                    "\(name) event \(label): a navigation is <destination>Shown, openedInBrowser or wentBack",
                    file: file, line: line)
            }
            if label.hasSuffix("Shown") || label == "wentBack" {
                XCTAssertTrue(
                    value is any EventOutput, "\(name) output \(label) is an event, so a Signal", file: file,
                    line: line)
            }
        }

        if outputs.contains(where: { $0.1 is any ListOutput }) {
            let labels = inputs.map(\.0)
            for trigger in ["loadTrigger", "refreshTrigger", "loadMoreTrigger"] {
                XCTAssertTrue(labels.contains(trigger), "\(name) has no \(trigger)", file: file, line: line)
            }
        }
    }
}
