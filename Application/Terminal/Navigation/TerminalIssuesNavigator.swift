/// Leads from a repository's issue list: the navigator of every list a repository keeps.
typealias TerminalIssuesNavigator = TerminalRepositoryListNavigator
