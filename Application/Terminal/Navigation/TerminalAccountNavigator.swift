import Application

/// Leads from the account screen: back to the screen before.
@MainActor
struct TerminalAccountNavigator: AccountNavigatorType {
    private let stack: ScreenStack

    /// Creates the navigator over `stack`.
    init(stack: ScreenStack) {
        self.stack = stack
    }

    func back() {
        stack.pop()
    }
}
