import Application

/// Shows an account's repository list and leads back from it.
@MainActor
struct TerminalOwnerRepositoriesNavigator: OwnerRepositoriesNavigatorType {
    let navigation: TerminalNavigation

    /// Shows the repositories `owner` (a login) owns, by name.
    static func show(of owner: String, in navigation: TerminalNavigation) {
        let viewModel = OwnerRepositoriesViewModel(
            owner: owner, useCase: navigation.useCases.ownerRepositories,
            navigator: TerminalOwnerRepositoriesNavigator(navigation: navigation))
        navigation.pushList(
            OwnerRepositoriesScreen.self, viewModel, scene: OwnerRepositoriesScreen.SceneState(owner: owner))
    }

    func back() {
        navigation.back()
    }
}
