import Application

extension TerminalSearchNavigator {
    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }
}
