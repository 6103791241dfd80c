import Application
import Dispatch
import Domain
import Markdown
import Reactive
import StyledText

/// The detail screen: drives `RepoDetailViewModel`'s state into a scrollable page drawn by `RepoDetailLayout`.
@MainActor
final class RepoDetailView: BindableType, TerminalView {
    let viewModel: RepoDetailViewModel
    var state: RepoDetailViewState
    /// Called whenever the screen's content changed.
    var onChange: (@MainActor () -> Void)?
    private(set) var disposeBag = DisposeBag()
    private var lines: [StyledLine] = []
    private var linesWidth = -1
    private var readme = ReadmeRenderCache()
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the
    /// main queue delivers synchronously, so a trigger firing while the view binds would start the load
    /// before the error and loading outputs are listened to.
    private let appeared = PublishRelay<Void>()
    /// The keys that fire the view model's inputs, declared by `bindViewModel()`.
    private let keys = ScreenKeys()

    /// Creates the screen for `viewModel`; `wording` words the parts that failed and says what the source does not
    /// record; `redaction`'s secrets are never shown in the README.
    init(viewModel: RepoDetailViewModel, wording: ErrorMessage = ErrorMessage(), redaction: Redaction = .none) {
        self.viewModel = viewModel
        state = RepoDetailViewState()
        self.wording = wording
        self.redaction = redaction
    }

    private let wording: ErrorMessage
    private let redaction: Redaction

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isLoading }

    func bindViewModel() {
        let back = keys.trigger(CommonKeys.back, "back to the list", hint: "Esc back")
        let star = keys.trigger([.character("*")], "star or unstar the repository", hint: "* star")
        let issues = keys.trigger([.character("i")], "the repository's issues", hint: "i issues")
        let pullRequests = keys.trigger([.character("p")], "the repository's pull requests", hint: "p pulls")
        let openInBrowser = keys.trigger(CommonKeys.openInBrowser, "open in the browser", hint: "o browser")
        // No hint: the footer is full at 80 columns, and `o browser` must stay in it.
        let ownerRepositories = keys.trigger([.character("u")], "the repositories of the repository's owner")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = viewModel.transform(
            RepoDetailViewModel.Input(
                loadTrigger: appeared.asDriver(), refreshTrigger: refresh, openInBrowserTrigger: openInBrowser,
                backTrigger: back, starTrigger: star, issuesTrigger: issues, pullRequestsTrigger: pullRequests,
                ownerRepositoriesTrigger: ownerRepositories))
        bind(output.state) { state, detail in state.detail = detail }
        bind(output.star) { state, star in state.star = star }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.openedInBrowser)
        bind(output.wentBack)
        bind(output.issuesShown)
        bind(output.pullRequestsShown)
        bind(output.ownerRepositoriesShown)
        appeared.accept(())
    }

    /// Lays the text out again at the next draw (a part may have arrived), and redraws.
    func stateDidChange() {
        linesWidth = -1
        onChange?()
    }

    /// Scrolling, then the keys that fire the view model's inputs.
    var keyBindings: [KeyBinding] {
        PageScroll.bindings(scroll) + keys.bindings
    }

    /// Scrolls as `key` asks; `G` keeps the end in view as a README still rendering, or a part still loading, moves it.
    private func scroll(_ key: Key) {
        state.scroll.move(key, lineCount: lines.count)
        onChange?()
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        guard let detail = state.detail else { return }
        if linesWidth != buffer.size.columns {
            let width = buffer.size.columns
            lines = RepoDetailLayout.lines(
                for: detail, width: width, renderedReadme: readmeLines(of: detail, width: width), wording: wording,
                redaction: redaction, star: state.star)
            linesWidth = width
        }
        state.scroll.fit(to: buffer.size, lineCount: lines.count)
        RepoDetailLayout.draw(
            detail, lines: lines, scrollOffset: state.scroll.offset, isBusy: state.isLoading,
            spinnerFrame: spinnerFrame, hints: keyBindings.compactMap(\.hint), into: &buffer)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// The README's lines at `width`: from the cache; rendered now when small; else a placeholder while a render
    /// runs off the main queue, so keys and signals are answered however large the README is.
    private func readmeLines(of detail: RepoDetailState, width: Int) -> [StyledLine]? {
        guard case .loaded(let file) = detail.readme else { return nil }
        let text = file.text
        let name = file.name
        let linkBase = detail.repo.readmeLinkBase
        if let cached = readme.lines(for: text, width: width) { return cached }
        guard text.utf8.count > ReadmeRenderCache.backgroundThreshold else {
            let rendered = ReadmeRenderer.lines(
                text, fileName: name, width: width, redaction: redaction, linkBase: linkBase)
            readme.store(rendered, for: text, width: width)
            return rendered
        }
        if readme.beginRendering(text, width: width) {
            let redaction = redaction
            DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                let rendered = ReadmeRenderer.lines(
                    text, fileName: name, width: width, redaction: redaction, linkBase: linkBase)
                DispatchQueue.main.async {
                    guard let self, self.readme.finishRendering(rendered, for: text, width: width) else { return }
                    self.linesWidth = -1
                    self.onChange?()
                }
            }
        }
        return [StyledLine("rendering the README…", style: TextStyle(isDim: true))]
    }

}
