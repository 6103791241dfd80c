import Application
import Domain
import Foundation
import Reactive

@testable import ApplicationTests
@testable import Terminal

/// Every screen of the interactive program, built as the program builds them (through the navigators, over fake use
/// cases that answer nothing), and the program's own key bindings: what the help and the usage document are held to.
@MainActor
enum EveryScreen {
    /// Opens no browser.
    private struct BrowserOpenerStub: BrowserOpening {
        func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {}
    }

    /// A terminal that is never entered.
    private final class DeviceStub: TerminalDevice {
        func enterRawMode() throws(TerminalError) {}
        func restoreMode() {}
        func windowSize() -> TerminalSize? { nil }
    }

    /// Discards what is written.
    private final class OutputStub: OutputSink {
        func write(_ bytes: [UInt8]) {}
    }

    /// The use cases, each a fake that answers nothing.
    static let useCases = UseCaseProvider(
        search: SearchUseCaseFake(), repoDetail: RepoDetailUseCaseFake(), account: AccountUseCaseFake(hasToken: false),
        star: StarUseCaseFake(), starred: StarredUseCaseFake(), searchHistory: SearchHistoryUseCaseFake(),
        issues: PagedUseCaseFake<IssuePage>(), pullRequests: PagedUseCaseFake<PullRequestPage>(),
        ownerRepositories: PagedUseCaseFake<OwnerRepoPage>())

    /// Each screen by the name the usage document's keys tables use, bound and on a stack of its own.
    static func screens() -> [(name: String, view: any TerminalView)] {
        let item = RepoListItem(GithubRepo.viewFixture(id: 1, fullName: "octo-org/tracker"))
        let shows: [(String, (TerminalNavigation) -> Void)] = [
            ("The search list", { TerminalSearchNavigator.show(searching: "swift", sortedBy: .bestMatch, in: $0) }),
            ("Your starred repositories", { TerminalStarredNavigator.show(in: $0) }),
            ("A repository's detail", { TerminalRepoDetailNavigator.show(detailOf: item, in: $0) }),
            ("Issues", { TerminalRepoDetailNavigator(navigation: $0).toIssues(item.reference) }),
            ("Pull requests", { TerminalRepoDetailNavigator(navigation: $0).toPullRequests(item.reference) }),
            ("Account", { TerminalAccountNavigator.show(in: $0) }),
            ("An owner's repositories", { TerminalOwnerRepositoriesNavigator.show(of: "octo-org", in: $0) }),
        ]
        return shows.compactMap { name, show in
            let stack = ScreenStack()
            show(TerminalNavigation(stack: stack, useCases: useCases, browserOpener: BrowserOpenerStub()))
            return stack.top.map { (name, $0) }
        }
    }

    /// The keys the program answers on every screen.
    static func programBindings() -> [KeyBinding] {
        TerminalApplication(
            useCases: useCases, options: InteractiveOptions(colorMode: .disabled), browserOpener: BrowserOpenerStub(),
            session: TerminalSession(device: DeviceStub(), output: OutputStub(), stopProcess: {})
        ).keyBindings
    }

    /// Dismantles `screens`.
    static func dismantle(_ screens: [(name: String, view: any TerminalView)]) {
        for screen in screens {
            screen.view.dismantle()
        }
    }
}
