import Application

/// Shows the account screen and leads back from it.
@MainActor
struct TerminalAccountNavigator: AccountNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows who is signed in and the quotas left.
    static func show(in navigation: TerminalNavigation) {
        let viewModel = AccountViewModel(
            useCase: navigation.useCases.account, navigator: TerminalAccountNavigator(navigation: navigation))
        navigation.push(AccountView(viewModel: viewModel, wording: navigation.wording))
    }

    func back() {
        navigation.back()
    }
}
