/// A view model: one pure function from what the view sends (`Input`) to what the view shows (`Output`).
///
/// `transform` holds no subscriptions; the view subscribes to the outputs, and disposing those
/// subscriptions ends everything the view model started.
public protocol ViewModelType {
    /// The view's triggers, as Drivers.
    associatedtype Input
    /// What the view binds, as Drivers; navigation happens when the view drives its navigation outputs.
    associatedtype Output

    /// Wires the view's triggers to what it shows.
    func transform(_ input: Input) -> Output
}
