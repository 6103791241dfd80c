/// Where a repository's issue list can lead: an issue's page in the browser, or back to the repository.
public typealias IssuesNavigatorType = RepositoryListNavigatorType
