/// Where an owner's repository list can lead; the terminal front end implements it.
///
/// A main-actor type, as the screens it changes: the view model calls it from `do(onMainActor:)` while the view
/// drives its navigation outputs, which deliver on the main queue.
@MainActor
public protocol OwnerRepositoriesNavigatorType: Sendable {
    /// Shows the detail of `item`, as the search list does.
    func toDetail(_ item: RepoListItem)
    /// Returns to the screen that showed the list (a repository's detail, the account screen).
    func back()
}
