import Application

/// Leads from an account's repository list: to a repository's detail (the search list's detail screen), or back.
@MainActor
struct TerminalOwnerRepositoriesNavigator: OwnerRepositoriesNavigatorType {
    let navigation: TerminalNavigation

    /// Shows the repositories `owner` (a login) owns, by name.
    static func show(of owner: String, in navigation: TerminalNavigation) {
        let viewModel = OwnerRepositoriesViewModel(
            owner: owner, useCase: navigation.useCases.ownerRepositories,
            navigator: TerminalOwnerRepositoriesNavigator(navigation: navigation), errorMessage: navigation.wording)
        navigation.pushList(
            OwnerRepositoriesScreen.self, viewModel, scene: OwnerRepositoriesScreen.SceneState(owner: owner))
    }

    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }

    func back() {
        navigation.back()
    }
}
