import Application

extension IssuesNavigatorFake {
    func toConversation(_ summary: ConversationSummary) { calls.record(summary.reference) }
}
