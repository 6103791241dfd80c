/// Where the account screen can lead; the terminal front end implements it.
///
/// The view model calls it while the view drives its navigation output, on the main queue.
public protocol AccountNavigatorType: Sendable {
    /// Returns to the screen before.
    func back()
}
