import Domain

extension IssueQuery: RepositoryListQuery {}

extension IssueStateFilter: ListStateFilter {}
