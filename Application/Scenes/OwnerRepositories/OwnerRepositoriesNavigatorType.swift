/// Where an owner's repository list can lead; the terminal front end implements it.
@MainActor
public protocol OwnerRepositoriesNavigatorType: Sendable {
    /// Shows the detail of `item`, as the search list does.
    func toDetail(_ item: RepoListItem)
    /// Returns to the screen that showed the list (a repository's detail, the account screen).
    func back()
}
