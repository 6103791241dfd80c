/// A view model: one pure function from what the view sends (`Input`) to what the view shows (`Output`).
///
/// `transform` holds no subscriptions; the view subscribes to the outputs, and disposing those
/// subscriptions ends everything the view model started. Each `Input`'s initialiser takes the triggers in the order
/// they are declared, those a view does not have defaulting to never firing.
///
/// Where a scene leads is its navigator contract (`SearchNavigatorType`), which the front end implements: a
/// main-actor type, as the screens it changes, which the view model calls from `do(onMainActor:)` while the view
/// drives its navigation outputs (Signals delivered on the main queue).
public protocol ViewModelType {
    /// The view's triggers, as Drivers.
    associatedtype Input
    /// What the view binds: state as Drivers (the latest value replayed to a view that binds late), one-shot
    /// events as Signals (a navigation, which happens while the view binds it). Errors are typed values
    /// (`RepositoryError`) that the front end words.
    associatedtype Output

    /// Wires the view's triggers to what it shows.
    func transform(_ input: Input) -> Output
}
