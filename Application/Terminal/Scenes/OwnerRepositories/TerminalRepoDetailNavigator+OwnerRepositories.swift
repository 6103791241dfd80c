extension TerminalRepoDetailNavigator {
    func toOwnerRepositories(_ owner: String) {
        TerminalOwnerRepositoriesNavigator.show(of: owner, in: navigation)
    }
}
