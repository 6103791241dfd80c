import Domain

/// The query of a list a repository keeps by state (its issues, its pull requests): the state it asks for, and the
/// same query in another state, which is all `RepositoryListViewModel` needs to step through the states.
public protocol RepositoryListQuery: PageQuery {
    /// The states a person steps through with one key (open, closed, all...).
    associatedtype State: ListStateFilter

    /// The state asked for.
    var state: State { get }
    /// The same list from its first page in `state`; `nil` when it cannot be asked for.
    func with(state: State) -> Self?
}

/// A state a repository's list is filtered by, stepped through with one key.
public protocol ListStateFilter: Hashable, Sendable, RawRepresentable<String> {
    /// The state after this one.
    var next: Self { get }
}
