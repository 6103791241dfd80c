import Domain

extension PullRequestQuery: RepositoryListQuery {}

extension PullRequestStateFilter: ListStateFilter {}
