extension TerminalSearchNavigator {
    func toAccount() {
        TerminalAccountNavigator.show(in: navigation)
    }
}
