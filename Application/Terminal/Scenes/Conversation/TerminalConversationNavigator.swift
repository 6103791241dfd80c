import Application
import Foundation

/// Shows an issue's or a pull request's conversation and leads from it out to the browser or back to the list.
@MainActor
struct TerminalConversationNavigator: ConversationNavigatorType {
    let navigation: TerminalNavigation

    /// Shows the conversation of the item `summary` names.
    static func show(_ summary: ConversationSummary, in navigation: TerminalNavigation) {
        let viewModel = ConversationViewModel(
            summary: summary, useCase: navigation.useCases.conversation,
            navigator: TerminalConversationNavigator(navigation: navigation))
        navigation.push(
            ConversationView(viewModel: viewModel, wording: navigation.wording, redaction: navigation.redaction))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
