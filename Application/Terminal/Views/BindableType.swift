import Reactive

/// A view that owns its view model and binds to it once, as in the original demo's `BindableType`.
///
/// The navigator creates the view with its view model and calls `bindViewModel()`; the subscriptions live in the
/// view's dispose bag and end when the view is dismantled. Every scene binds the same way: state Drivers and
/// one-shot Signals go into the view's `state` through `bind(_:_:)`, and each change asks for a redraw through
/// `stateDidChange()`. A binding only changes the view's state: it never sends an input back to the view model
/// (inputs come from keys), so data flows one way.
@MainActor
protocol BindableType: AnyObject, Sendable {
    associatedtype ViewModel
    /// What the view shows: the view model's outputs plus what belongs to the view alone (selection, scrolling).
    associatedtype ViewState
    var viewModel: ViewModel { get }
    /// What the view shows; only the view and its bindings change it.
    var state: ViewState { get set }
    /// Holds the bindings; the view replaces it when dismantled.
    var disposeBag: DisposeBag { get }
    /// Sends the view's triggers to the view model and binds every output; called once.
    func bindViewModel()
    /// Reacts to a binding having changed `state` (asks for a redraw).
    func stateDidChange()
}

extension BindableType {
    /// Binds a state output: every value the Driver delivers (on the main queue) is applied to `state`.
    func bind<Element: Sendable>(
        _ driver: Driver<Element>, _ apply: @escaping @MainActor (inout ViewState, Element) -> Void
    ) {
        driver.drive(onMainActor: { [weak self] element in self?.apply(element, apply) })
            .disposed(by: disposeBag)
    }

    /// Binds an event output: every event the Signal emits (on the main queue) is applied to `state`; an event
    /// that only navigates needs no `apply` (the view model's navigator acts on it).
    func bind<Element: Sendable>(
        _ signal: Signal<Element>, _ apply: @escaping @MainActor (inout ViewState, Element) -> Void = { _, _ in }
    ) {
        signal.emit(onMainActor: { [weak self] element in self?.apply(element, apply) })
            .disposed(by: disposeBag)
    }

    private func apply<Element>(_ element: Element, _ apply: @MainActor (inout ViewState, Element) -> Void) {
        apply(&state, element)
        stateDidChange()
    }
}
