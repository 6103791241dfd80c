/// Where the account screen can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation output, which delivers on the main queue.
@MainActor
public protocol AccountNavigatorType: Sendable {
    /// Returns to the screen before.
    func back()
    /// Shows the repositories `owner` (the signed-in login) owns.
    func toOwnerRepositories(_ owner: String)
}
