import Domain

extension TerminalRepoDetailNavigator {
    func toPullRequests(_ repository: RepoReference) {
        TerminalPullRequestsNavigator.show(of: repository, in: navigation)
    }
}
