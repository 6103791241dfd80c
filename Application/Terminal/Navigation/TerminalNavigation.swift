import Application
import Foundation
import StyledText

/// What every terminal navigator needs to lead somewhere: the screen stack, the use cases scenes are built from, and
/// what every screen shares (the wording of errors, the secrets never shown, the source's badge, the browser).
///
/// Each scene's navigator knows how to show its own scene (`TerminalStarredNavigator.show(in:)`), so a parent leads to
/// a scene with one call and no navigator builds another scene's screen. That call is written beside the scene it
/// leads to, as an extension of the parent's navigator in the scene's folder
/// (`Scenes/Starred/TerminalSearchNavigator+Starred.swift`): a new scene adds its way in without editing its parents'
/// navigators, whose contracts (`SearchNavigatorType`) list where each screen leads.
@MainActor
struct TerminalNavigation {
    let stack: ScreenStack
    /// The use cases every scene is built from.
    let useCases: UseCaseProvider
    /// Opens pages in the system browser.
    let browserOpener: any BrowserOpening
    /// How errors are worded (with the key that switches to the snapshot, when GitHub cannot be reached), and what
    /// the source records.
    let wording: ErrorMessage
    /// The secrets no README shows.
    let redaction: Redaction
    /// The time zone times are shown in.
    let timeZone: TimeZone

    /// Creates the navigation over `stack`.
    init(
        stack: ScreenStack, useCases: UseCaseProvider, browserOpener: any BrowserOpening,
        wording: ErrorMessage = ErrorMessage(), redaction: Redaction = .none, timeZone: TimeZone = .current
    ) {
        self.stack = stack
        self.useCases = useCases
        self.browserOpener = browserOpener
        self.wording = wording
        self.redaction = redaction
        self.timeZone = timeZone
    }

    /// Shows `view` on top and binds it to its view model.
    func push(_ view: some TerminalView & BindableType) {
        stack.push(view)
        view.bindViewModel()
    }

    /// Shows the list screen `screen` for `viewModel`, starting with `scene`.
    func pushList<Screen: ListScreen>(_ screen: Screen.Type, _ viewModel: Screen.ViewModel, scene: Screen.SceneState) {
        let state = ListViewState<Screen>(scene: scene, badge: SourceBadge(wording.dataSource))
        push(ListView(viewModel: viewModel, state: state, wording: wording, timeZone: timeZone))
    }

    func back() {
        stack.pop()
    }

    /// Opens `url` in the browser, saying so in the status line.
    func openInBrowser(_ url: URL) {
        stack.openInBrowser(url, using: browserOpener)
    }
}
