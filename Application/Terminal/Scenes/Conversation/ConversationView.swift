import Application
import Dispatch
import Domain
import Foundation
import Markdown
import Reactive
import StyledText

/// The conversation screen: drives `ConversationViewModel`'s outputs into a scrollable page drawn by
/// `ConversationLayout`, and asks for the next page of comments when the reader nears the end.
///
/// Each Markdown body is rendered once per width and kept (`rendered`), so a page of comments that arrives renders only
/// its own, and scrolling draws lines already laid out. A body too large to render at once renders off the main queue
/// with a placeholder meanwhile, so keys are answered whatever a comment holds.
@MainActor
final class ConversationView: BindableType, TerminalView {
    let viewModel: ConversationViewModel
    var state = ConversationViewState()
    var onChange: (@MainActor () -> Void)?
    private(set) var disposeBag = DisposeBag()
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app.
    private let appeared = PublishRelay<Void>()
    /// Fires when the reader nears the end of what was received while more comments remain.
    private let nearEnd = PublishRelay<Void>()
    private let keys = ScreenKeys()
    private let wording: ErrorMessage
    private let redaction: Redaction
    private let now: @Sendable () -> Date
    private var lines: [StyledLine] = []
    private var linesWidth = -1
    /// Each Markdown body's lines by its key, at `renderedWidth`.
    private var rendered: [String: [StyledLine]] = [:]
    private var renderedWidth = -1
    /// The keys of the bodies being rendered off the main queue.
    private var rendering: Set<String> = []

    /// How many lines from the end the view must come before the next page of comments is asked for.
    static let loadMoreDistance = 20

    /// Creates the screen for `viewModel`; `wording` words errors, `redaction`'s secrets are never shown, and times
    /// are said as how long before `now`.
    init(
        viewModel: ConversationViewModel, wording: ErrorMessage = ErrorMessage(), redaction: Redaction = .none,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.viewModel = viewModel
        self.wording = wording
        self.redaction = redaction
        self.now = now
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isBusy }

    func bindViewModel() {
        let back = keys.trigger(CommonKeys.back, "back to the list", hint: "Esc back")
        let openInBrowser = keys.trigger(CommonKeys.openInBrowser, "open in the browser", hint: "o browser")
        let refresh = keys.trigger(CommonKeys.refresh, "load again", hint: "r refresh")
        let output = viewModel.transform(
            ConversationViewModel.Input(
                loadTrigger: appeared.asDriver(), refreshTrigger: refresh, loadMoreTrigger: nearEnd.asDriver(),
                openInBrowserTrigger: openInBrowser, backTrigger: back))
        let wording = self.wording
        bind(output.summary) { state, summary in state.summary = summary }
        bind(output.subject) { state, subject in state.subject = subject }
        bind(output.reviews) { state, reviews in state.reviews = reviews }
        bind(output.timeline) { state, timeline in state.timeline = timeline }
        bind(output.comments.state) { state, comments in state.comments = comments }
        bind(output.comments.isLoading) { state, isLoading in state.isLoadingComments = isLoading }
        bind(output.comments.isLoadingMore) { state, isLoading in state.isLoadingMoreComments = isLoading }
        bind(output.comments.error) { state, error in state.commentsError = error.map { wording.text(for: $0) } }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.openedInBrowser)
        bind(output.wentBack)
        appeared.accept(())
    }

    /// Lays the text out again at the next draw (something arrived), and redraws.
    func stateDidChange() {
        linesWidth = -1
        onChange?()
    }

    /// Scrolling, then the keys that fire the view model's inputs.
    var keyBindings: [KeyBinding] {
        PageScroll.bindings(scroll) + keys.bindings
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        let width = buffer.size.columns
        if linesWidth != width {
            if renderedWidth != width {
                rendered = [:]
                renderedWidth = width
            }
            lines = ConversationLayout.lines(
                for: state, width: width, wording: wording, now: now(),
                rendered: { key, markdown in self.markdownLines(key, markdown, width: width) })
            linesWidth = width
        }
        state.scroll.fit(to: buffer.size, lineCount: lines.count)
        PageLayout.draw(
            title: ConversationLayout.title(of: state), titleStyle: TextStyle(isBold: true), lines: lines,
            scrollOffset: state.scroll.offset, isBusy: state.isBusy, spinnerFrame: spinnerFrame,
            hints: keyBindings.compactMap(\.hint), into: &buffer)
        askForMoreIfNearTheEnd()
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// The lines of the Markdown `markdown` kept as `key`: from the cache; rendered now when small; else a placeholder
    /// while a render runs off the main queue.
    private func markdownLines(_ key: String, _ markdown: String, width: Int) -> [StyledLine] {
        if let cached = rendered[key] { return cached }
        let redaction = self.redaction
        guard markdown.utf8.count > ReadmeRenderCache.backgroundThreshold else {
            let lines = ReadmeRenderer.lines(markdown, fileName: "body.md", width: width, redaction: redaction)
            rendered[key] = lines
            return lines
        }
        if rendering.insert(key).inserted {
            DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                let lines = ReadmeRenderer.lines(markdown, fileName: "body.md", width: width, redaction: redaction)
                DispatchQueue.main.async {
                    guard let self else { return }
                    self.rendering.remove(key)
                    guard self.renderedWidth == width else { return }
                    self.rendered[key] = lines
                    self.linesWidth = -1
                    self.onChange?()
                }
            }
        }
        return [StyledLine("rendering…", style: TextStyle(isDim: true))]
    }

    /// Scrolls as `key` asks (`G` keeps the end in view as comments arrive), and asks for more when near the end.
    private func scroll(_ key: Key) {
        state.scroll.move(key, lineCount: lines.count)
        onChange?()
        askForMoreIfNearTheEnd()
    }

    /// Asks for the next page of comments when the bottom of the screen is within `loadMoreDistance` lines of the end
    /// and more remain; the list ignores the request while a page loads.
    private func askForMoreIfNearTheEnd() {
        guard state.comments.hasMore, !state.isLoadingMoreComments, !state.isLoadingComments,
            state.scroll.isNearTheEnd(within: Self.loadMoreDistance, lineCount: lines.count)
        else { return }
        nearEnd.accept(())
    }
}
