import Application

/// Leads from the account screen: to your repositories, or back to the screen before.
@MainActor
struct TerminalAccountNavigator: AccountNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows who is signed in and the quotas left.
    static func show(in navigation: TerminalNavigation) {
        let viewModel = AccountViewModel(
            useCase: navigation.useCases.account, navigator: TerminalAccountNavigator(navigation: navigation),
            errorMessage: navigation.wording)
        navigation.push(AccountView(viewModel: viewModel))
    }

    func back() {
        navigation.back()
    }

    func toOwnerRepositories(_ owner: String) {
        TerminalOwnerRepositoriesNavigator.show(of: owner, in: navigation)
    }
}
