import Dispatch
import Foundation

/// The interactive terminal: raw mode, the alternate screen, signals and keyboard input, and putting everything
/// back afterwards.
///
/// `enter()` switches to raw mode and the alternate screen, hides the cursor and, unless turned off with
/// `setMouseReporting(_:)`, asks for mouse reports (for the wheel); `restore()` undoes all of it, mouse reporting
/// included, and may be called any number of times. Every way out goes through `restore()`: quit, Ctrl-C, end of
/// input, a fatal error, SIGTERM, SIGINT and SIGHUP, and a suspend (which re-enters, mouse reporting and all, on
/// continue). `start(onEvent:)` reports keys, resizes, resumes and end of input on the
/// main queue. Signals come from `SignalWaiter` (they are blocked from the process's first statement, so none is
/// lost before the loop runs): SIGTERM, SIGHUP and SIGINT restore the terminal and exit with 128 + the signal's
/// number; SIGTSTP (and the Ctrl-Z key) restores it and really stops; after `fg` the session re-enters and asks
/// for a full redraw.
@MainActor
public final class TerminalSession {
    /// The current window size (80 × 24 when the terminal cannot tell).
    public private(set) var size: TerminalSize
    /// Whether the terminal is in raw mode on the alternate screen.
    public private(set) var isActive = false
    /// Whether the terminal is asked to report the mouse while the session is active (on by default).
    public private(set) var isMouseReportingEnabled = true

    private let device: any TerminalDevice
    private let output: any OutputSink
    private var decoder = KeyDecoder()
    /// Receives events; set by `start(onEvent:)`, or directly by tests.
    var onEvent: (@MainActor (TerminalEvent) -> Void)?
    private let stopProcess: @MainActor () -> Void
    private var inputSource: (any DispatchSourceRead)?
    private var escapeGeneration = 0
    /// Whether `suspend()` has already re-entered for the SIGCONT that is still to arrive.
    private var isContinueExpected = false

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    private static let escapeDelay = DispatchTimeInterval.milliseconds(50)

    /// The bytes written when entering: alternate screen, automatic wrapping off, cursor hidden, pastes marked.
    static let enterSequence =
        ControlSequence.enterAlternateScreen + ControlSequence.disableAutowrap + ControlSequence.hideCursor
        + ControlSequence.enableBracketedPaste
    /// The bytes written when restoring: default style, mouse not reported (written whether or not it was on), pastes
    /// unmarked, automatic wrapping on, cursor shown, main screen.
    static let restoreSequence =
        ControlSequence.resetStyle + ControlSequence.disableMouseReporting + ControlSequence.disableBracketedPaste
        + ControlSequence.enableAutowrap
        + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen

    /// Creates the session for the real terminal on standard input and output.
    public convenience init() {
        self.init(
            device: TeletypeDevice(), output: FileDescriptorOutputSink.standardOutput,
            stopProcess: HostPlatform.stopForSuspension)
    }

    /// Creates a session on any device and output; `stopProcess` stops the process until it is continued (tests
    /// use fakes for all three).
    init(device: any TerminalDevice, output: any OutputSink, stopProcess: @escaping @MainActor () -> Void) {
        self.device = device
        self.output = output
        self.stopProcess = stopProcess
        size = device.windowSize() ?? .fallback
    }

    /// Switches to raw mode and the alternate screen, hides the cursor, turns on bracketed paste and, when enabled,
    /// mouse reporting; does nothing when already active.
    public func enter() throws(TerminalError) {
        guard !isActive else { return }
        try device.enterRawMode()
        output.write(Self.enterSequence + (isMouseReportingEnabled ? ControlSequence.enableMouseReporting : []))
        isActive = true
        refreshSize()
    }

    /// Turns mouse reporting on or off: at once when active, and for every later `enter()` (after a suspend too).
    public func setMouseReporting(_ isEnabled: Bool) {
        guard isEnabled != isMouseReportingEnabled else { return }
        isMouseReportingEnabled = isEnabled
        guard isActive else { return }
        output.write(isEnabled ? ControlSequence.enableMouseReporting : ControlSequence.disableMouseReporting)
    }

    /// Puts the terminal back as it was: style reset, mouse reporting and bracketed paste off, cursor shown, main screen, original mode.
    /// Idempotent.
    public func restore() {
        guard isActive else { return }
        output.write(Self.restoreSequence)
        device.restoreMode()
        isActive = false
    }

    /// Writes bytes (a rendered frame) to the terminal.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        output.write(bytes)
    }

    /// Starts delivering events on the main queue: starts the `SignalWaiter` (signals sent before now are still
    /// pending and arrive first) and the standard input reader. Call once, after `enter()`, before
    /// `EventLoop.run()`, in a process whose first statement was `ProcessSignals.block()`.
    ///
    /// These are where the run loop enters the main actor. A signal reaches it through `DispatchQueue.main.async`,
    /// whose closure the compiler knows to be main-actor isolated. The input source's handler also runs on the main
    /// queue, but the compiler cannot see that, so it enters the main actor with `MainActor.assumeIsolated`, which
    /// checks the claim when the handler runs.
    public func start(onEvent: @escaping @MainActor (TerminalEvent) -> Void) {
        self.onEvent = onEvent
        SignalWaiter.start { [weak self] signalNumber in
            DispatchQueue.main.async { self?.handleSignal(signalNumber) }
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        inputSource = input
    }

    /// Stops delivering events and cancels the input reader (the terminal mode is left to `restore()`; signals
    /// that still arrive find no one to tell and change nothing but the exit).
    public func stop() {
        inputSource?.cancel()
        inputSource = nil
        onEvent = nil
    }

    /// Decodes input bytes and reports the keys; a pending ESC is flushed after a short pause.
    func receive(_ bytes: some Sequence<UInt8>) {
        let keys = decoder.decode(bytes)
        if !keys.isEmpty {
            onEvent?(.keys(keys))
        }
        guard decoder.hasPendingEscape else { return }
        escapeGeneration += 1
        let generation = escapeGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapeDelay) { [weak self] in
            self?.flushPendingEscape(generation: generation)
        }
    }

    /// Reacts to a signal taken by the `SignalWaiter`.
    func handleSignal(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            refreshSize()
            onEvent?(.resized(size))
        case SIGTSTP:
            suspend()
        case SIGCONT:
            resume()
        case SIGTERM, SIGINT, SIGHUP:
            restore()
            exit(128 + signalNumber)
        default:
            break
        }
    }

    /// Leaves raw mode and the alternate screen, stops the process (Ctrl-Z or SIGTSTP), and once it is continued
    /// re-enters and asks for a full redraw. Where the process cannot be stopped (its process group is orphaned,
    /// with no shell to continue it) it carries on at once.
    func suspend() {
        let wasActive = isActive
        restore()
        stopProcess()
        isContinueExpected = true
        if wasActive {
            try? enter()
        }
        refreshSize()
        onEvent?(.redrawNeeded(size))
    }

    /// Re-applies raw mode and the alternate screen after a continue (whoever stopped the process may have changed
    /// the terminal meanwhile) and asks for a full redraw; after `suspend()`, which re-entered already, only redraws.
    func resume() {
        if isContinueExpected {
            isContinueExpected = false
        } else if isActive {
            restore()
            try? enter()
        }
        refreshSize()
        onEvent?(.redrawNeeded(size))
    }

    private func refreshSize() {
        size = device.windowSize() ?? .fallback
    }

    private func flushPendingEscape(generation: Int) {
        guard generation == escapeGeneration else { return }
        let keys = decoder.flushPendingEscape()
        if !keys.isEmpty {
            onEvent?(.keys(keys))
        }
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { bytes in
            read(STDIN_FILENO, bytes.baseAddress, bytes.count)
        }
        if count > 0 {
            receive(buffer.prefix(count))
        } else if count < 0, errno == EINTR || errno == EAGAIN {
            return
        } else {
            inputSource?.cancel()
            inputSource = nil
            onEvent?(.endOfInput)
        }
    }
}
