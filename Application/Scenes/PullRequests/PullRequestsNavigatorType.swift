/// Where a repository's pull request list can lead: a pull request's page in the browser, or back to the repository.
public typealias PullRequestsNavigatorType = RepositoryListNavigatorType
