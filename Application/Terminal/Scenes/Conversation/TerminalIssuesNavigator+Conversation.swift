import Application

extension TerminalIssuesNavigator {
    func toConversation(_ summary: ConversationSummary) {
        TerminalConversationNavigator.show(summary, in: navigation)
    }
}
