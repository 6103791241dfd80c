import Domain

/// A repository's issues, filtered by state (open, closed, all), each opening in the browser: the list a repository
/// keeps by state, over issue pages. What makes it the issue list is its query's states
/// (`IssueQuery+RepositoryListQuery.swift`) and its rows (`GithubIssue+ListItem.swift`).
public typealias IssuesViewModel = RepositoryListViewModel<IssuePage>
