import Application

extension TerminalStarredNavigator {
    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }
}
