import Domain

extension TerminalRepoDetailNavigator {
    func toIssues(_ repository: RepoReference) {
        TerminalIssuesNavigator.show(of: repository, in: navigation)
    }
}
