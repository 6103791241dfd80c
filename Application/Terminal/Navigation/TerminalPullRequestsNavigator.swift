/// Leads from a repository's pull request list: the navigator of every list a repository keeps.
typealias TerminalPullRequestsNavigator = TerminalRepositoryListNavigator
