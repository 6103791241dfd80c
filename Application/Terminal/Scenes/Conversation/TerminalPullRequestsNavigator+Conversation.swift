import Application

extension TerminalPullRequestsNavigator {
    func toConversation(_ summary: ConversationSummary) {
        TerminalConversationNavigator.show(summary, in: navigation)
    }
}
