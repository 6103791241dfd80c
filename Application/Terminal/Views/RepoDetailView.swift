import Application
import Dispatch
import Domain
import Reactive

/// The detail screen: drives `RepoDetailViewModel`'s state into a scrollable page drawn by `RepoDetailLayout`.
@MainActor
final class RepoDetailView: BindableType, TerminalView {
    /// The detail's view model.
    let viewModel: RepoDetailViewModel
    /// What the screen shows.
    var state: RepoDetailViewState
    /// Called whenever the screen's content changed.
    var onChange: (@MainActor () -> Void)?
    /// Holds the bindings.
    private(set) var disposeBag = DisposeBag()
    private var lines: [StyledLine] = []
    private var linesWidth = -1
    private var readme = ReadmeRenderCache()
    private var visibleRows = RepoDetailLayout.visibleRows(in: .fallback)
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the
    /// main queue delivers synchronously, so a trigger firing while the view binds would start the load
    /// before the error and loading outputs are listened to.
    private let loadTrigger = PublishRelay<Void>()
    private let reloadTrigger = PublishRelay<Void>()
    private let openInBrowserTrigger = PublishRelay<Void>()
    private let backTrigger = PublishRelay<Void>()

    /// Creates the screen for `viewModel`, showing `summary` until the parts arrive; `isSnapshot` says the
    /// repository comes from the offline snapshot, which records no licence or topics; `redaction`'s secrets are
    /// never shown in the README.
    init(
        viewModel: RepoDetailViewModel, summary: GithubRepo, isSnapshot: Bool = false, redaction: Redaction = .none
    ) {
        self.viewModel = viewModel
        state = RepoDetailViewState(detail: RepoDetailState(summary: summary))
        self.isSnapshot = isSnapshot
        self.redaction = redaction
    }

    private let isSnapshot: Bool
    private let redaction: Redaction

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isLoading }
    var isEditingText: Bool { false }

    func bindViewModel() {
        let output = viewModel.transform(
            RepoDetailViewModel.Input(
                loadTrigger: loadTrigger.asDriver(), reloadTrigger: reloadTrigger.asDriver(),
                openInBrowserTrigger: openInBrowserTrigger.asDriver(), backTrigger: backTrigger.asDriver()))
        bind(output.state) { state, detail in state.detail = detail }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.openedInBrowser)
        bind(output.wentBack)
        loadTrigger.accept(())
    }

    /// Lays the text out again at the next draw (a part may have arrived), and redraws.
    func stateDidChange() {
        linesWidth = -1
        onChange?()
    }

    func handle(_ key: Key) {
        guard let command = KeyCommand(key: key) else { return }
        switch command {
        case .moveUp: scroll(to: state.scrollOffset - 1)
        case .moveDown: scroll(to: state.scrollOffset + 1)
        case .pageUp: scroll(to: state.scrollOffset - max(1, visibleRows - 1))
        case .pageDown: scroll(to: state.scrollOffset + max(1, visibleRows - 1))
        case .top: scroll(to: 0)
        case .bottom: scroll(to: Int.max / 2)
        case .back: backTrigger.accept(())
        case .openInBrowser: openInBrowserTrigger.accept(())
        case .refresh: reloadTrigger.accept(())
        case .open, .editQuery, .cycleSort, .flipOrder, .account, .help, .quit: break
        }
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        if linesWidth != buffer.size.columns {
            let width = buffer.size.columns
            lines = RepoDetailLayout.lines(
                for: state.detail, width: width, renderedReadme: readmeLines(width: width), isSnapshot: isSnapshot,
                redaction: redaction)
            linesWidth = width
        }
        visibleRows = RepoDetailLayout.visibleRows(in: buffer.size)
        state.scrollOffset = clampedOffset(state.scrollOffset)
        RepoDetailLayout.draw(
            state.detail, lines: lines, scrollOffset: state.scrollOffset, isBusy: state.isLoading,
            spinnerFrame: spinnerFrame, into: &buffer)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// The README's lines at `width`: from the cache; rendered now when small; else a placeholder while a render
    /// runs off the main queue, so keys and signals are answered however large the README is.
    private func readmeLines(width: Int) -> [StyledLine]? {
        guard case .loaded(let file) = state.detail.readme else { return nil }
        let text = file.text
        if let cached = readme.lines(for: text, width: width) { return cached }
        guard text.utf8.count > ReadmeRenderCache.backgroundThreshold else {
            let rendered = MarkdownRenderer.lines(text, width: width, redaction: redaction)
            readme.store(rendered, for: text, width: width)
            return rendered
        }
        if readme.beginRendering(text, width: width) {
            let redaction = redaction
            DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                let rendered = MarkdownRenderer.lines(text, width: width, redaction: redaction)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let self, self.readme.finishRendering(rendered, for: text, width: width) else { return }
                        self.linesWidth = -1
                        self.onChange?()
                    }
                }
            }
        }
        return [StyledLine("rendering the README…", style: TextStyle(isDim: true))]
    }

    private func scroll(to offset: Int) {
        state.scrollOffset = clampedOffset(offset)
        onChange?()
    }

    private func clampedOffset(_ offset: Int) -> Int {
        min(max(0, offset), max(0, lines.count - visibleRows))
    }
}
