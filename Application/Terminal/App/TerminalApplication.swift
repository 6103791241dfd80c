import Application
import Dispatch
import Domain
import Foundation

/// The interactive program: builds scenes from the use cases, runs the main loop, restores the terminal.
///
/// The loop is `EventLoop` (the main queue served on the main thread) with the session's events on the main queue. Every change asks for one redraw
/// on the next turn of the main queue; a redraw composes the screen stack into a `ScreenBuffer` and writes only
/// what changed (`FrameRenderer`). While anything loads, a main-queue timer turns the spinner.
@MainActor
public final class TerminalApplication {
    /// How often the spinner turns.
    static let spinnerInterval = DispatchTimeInterval.milliseconds(120)
    /// Results per page in the list (50 reaches GitHub's 1000-result cap in exactly 20 pages).
    static let resultsPerPage = 50
    /// The search's debounce here: the query editor sends a query whole when Enter is pressed, so there is no typing
    /// to wait out, and the debounce only merges queries sent in the same instant.
    static let queryDebounceInterval = DispatchTimeInterval.milliseconds(1)

    private var useCases: UseCaseProvider
    private var options: InteractiveOptions
    private let session: TerminalSession
    private let browserOpener: any BrowserOpening
    /// The screens; the stack and every screen on it ask this application for a redraw when they change.
    private lazy var stack = ScreenStack(onChange: { [weak self] in self?.setNeedsRedraw() })
    private var renderer: FrameRenderer
    private var isRedrawScheduled = false
    private var isSpinnerScheduled = false
    private var spinnerFrame = 0

    /// Creates the program; nothing happens until `run()`. `browserOpener` opens pages (the composition root
    /// builds it from the environment it read at start-up).
    public init(
        useCases: UseCaseProvider, options: InteractiveOptions, browserOpener: any BrowserOpening,
        session: TerminalSession = TerminalSession()
    ) {
        self.useCases = useCases
        self.options = options
        self.session = session
        self.browserOpener = browserOpener
        renderer = FrameRenderer(colorMode: options.colorMode)
    }

    /// Enters the terminal, shows the search list, and runs until the person quits; never returns (exits the
    /// process with 0 on quit, 1 after restoring the terminal on a fatal error).
    public func run() -> Never {
        session.setMouseReporting(options.isMouseReportingEnabled)
        do {
            try session.enter()
        } catch {
            fail("repo-browser: \(error.description)")
        }
        showSearchList()
        session.start { [weak self] event in self?.handle(event) }
        redraw()
        // Nothing after the loop starts uses `self`, so an optimised build would release the application (and with
        // it the session and every handler) as soon as it starts; keep it alive for the process's lifetime.
        withExtendedLifetime(self) {
            EventLoop.run()
        }
    }

    /// Pushes the search list, the root screen.
    func showSearchList() {
        let navigation = TerminalNavigation(
            stack: stack, useCases: useCases, browserOpener: browserOpener,
            wording: options.wording.advisingOffline(
                options.offlineSource == nil
                    ? nil : "press \(ProgramKey.switchToOffline.keys.names) for the offline snapshot"),
            redaction: options.redaction)
        stack.badge = SourceBadge(options.dataSource)
        TerminalSearchNavigator.show(searching: options.initialText, sortedBy: options.initialSort, in: navigation)
    }

    /// Reacts to one terminal event.
    func handle(_ event: TerminalEvent) {
        switch event {
        case .keys(let keys):
            for key in keys {
                handle(key)
            }
        case .resized:
            redraw()
        case .redrawNeeded:
            renderer.invalidate()
            redraw()
        case .endOfInput:
            quit()
        }
    }

    private func handle(_ key: Key) {
        guard let top = stack.top else { return }
        stack.clearStatus()
        KeyDispatch(programBindings: keyBindings).dispatch(key, to: top)
    }

    /// The keys the whole program answers, on every screen, with their help lines.
    var keyBindings: [KeyBinding] {
        ProgramKey.bindings { [weak self] programKey, key in
            guard let self else { return }
            switch programKey {
            case .help: toggleHelp()
            case .toggleMouse: toggleMouse()
            case .switchToOffline: switchToOffline()
            case .quit where key == .suspend: session.suspend()
            case .quit: quit()
            }
        }
    }

    /// Shows the keys of the screen on top, then the program's, over it; closes them when they are on top.
    private func toggleHelp() {
        guard let top = stack.top else { return }
        guard !(top is HelpView) else {
            stack.pop()
            return
        }
        stack.push(HelpView(bindings: top.keyBindings + keyBindings, onClose: { [weak self] in self?.stack.pop() }))
    }

    /// Turns mouse reporting off (the terminal's own text selection works again) or back on, and says so.
    private func toggleMouse() {
        let isEnabled = !session.isMouseReportingEnabled
        session.setMouseReporting(isEnabled)
        stack.showStatus(
            isEnabled
                ? "Mouse on: the wheel scrolls (m turns it off)" : "Mouse off: dragging selects text (m turns it on)")
    }

    /// Replaces every screen with the search list over the offline snapshot, keeping the search and sort shown; says
    /// why not when there is no snapshot to switch to (already offline).
    private func switchToOffline() {
        guard let makeSource = options.offlineSource else {
            stack.showStatus("Already showing the offline snapshot")
            return
        }
        let root = stack.views.first as? ListView<SearchScreen>
        let text = root?.state.scene.searchText ?? options.initialText
        let sort = root?.state.scene.sort ?? options.initialSort
        let source = makeSource()
        stack.dismantleAll()
        useCases = source.useCases
        options = options.switched(to: source, text: text, sort: sort)
        showSearchList()
        renderer.invalidate()
        setNeedsRedraw()
    }

    /// Asks for one redraw on the next turn of the main queue, however many changes come first.
    private func setNeedsRedraw() {
        guard !isRedrawScheduled else { return }
        isRedrawScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isRedrawScheduled = false
            self.redraw()
        }
    }

    /// Composes the frame and writes what changed.
    private func redraw() {
        var buffer = ScreenBuffer(size: session.size)
        stack.draw(into: &buffer, spinnerFrame: spinnerFrame)
        session.write(renderer.render(buffer))
        scheduleSpinnerIfBusy()
    }

    private func scheduleSpinnerIfBusy() {
        guard stack.isBusy, !isSpinnerScheduled else { return }
        isSpinnerScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.spinnerInterval) { [weak self] in
            guard let self else { return }
            self.isSpinnerScheduled = false
            guard self.stack.isBusy else { return }
            self.spinnerFrame += 1
            self.redraw()
        }
    }

    /// Ends every subscription, restores the terminal and exits with 0.
    private func quit() -> Never {
        session.stop()
        stack.dismantleAll()
        session.restore()
        exit(0)
    }

    /// Restores the terminal, reports `message` on standard error and exits with 1.
    private func fail(_ message: String) -> Never {
        session.restore()
        FileDescriptorOutputSink.standardError.write(Array((message + "\n").utf8))
        exit(1)
    }
}
