import Domain

/// A repository's pull requests, filtered by state (open, closed, merged, all), each opening in the browser: the list
/// a repository keeps by state, over pull request pages. What makes it the pull request list is its query's states
/// (`PullRequestQuery+RepositoryListQuery.swift`) and its rows (`GithubPullRequest+ListItem.swift`).
public typealias PullRequestsViewModel = RepositoryListViewModel<PullRequestPage>
