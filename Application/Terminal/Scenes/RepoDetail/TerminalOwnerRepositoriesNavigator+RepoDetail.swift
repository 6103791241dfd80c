import Application

extension TerminalOwnerRepositoriesNavigator {
    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }
}
