/// A view model: one pure function from what the view sends (`Input`) to what the view shows (`Output`).
///
/// `transform` holds no subscriptions; the view subscribes to the outputs, and disposing those
/// subscriptions ends everything the view model started.
public protocol ViewModelType {
    /// The view's triggers, as Drivers.
    associatedtype Input
    /// What the view binds: state as Drivers (the latest value replayed to a view that binds late), one-shot
    /// events as Signals (an error sentence, a navigation, which happens while the view binds it).
    associatedtype Output

    /// Wires the view's triggers to what it shows.
    func transform(_ input: Input) -> Output
}
