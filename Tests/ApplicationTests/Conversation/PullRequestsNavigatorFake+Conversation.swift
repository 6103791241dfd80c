import Application

extension PullRequestsNavigatorFake {
    func toConversation(_ summary: ConversationSummary) { calls.record(summary.reference) }
}
