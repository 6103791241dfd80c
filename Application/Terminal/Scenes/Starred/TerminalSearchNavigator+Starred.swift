extension TerminalSearchNavigator {
    func toStarred() {
        TerminalStarredNavigator.show(in: navigation)
    }
}
