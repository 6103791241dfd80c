/// A view that owns its view model and binds to it once, as in the original demo's `BindableType`.
///
/// The navigator creates the view with its view model and calls `bindViewModel()`; the subscriptions live in the
/// view's dispose bag and end when the view is dismissed.
@MainActor
protocol BindableType: AnyObject {
    /// The view model's type.
    associatedtype ViewModel
    /// The view model the view shows.
    var viewModel: ViewModel { get }
    /// Sends the view's triggers to the view model and drives its outputs; called once.
    func bindViewModel()
}
