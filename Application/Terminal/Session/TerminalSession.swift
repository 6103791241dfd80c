import Dispatch
import Foundation

/// The interactive terminal: raw mode, the alternate screen, signals and keyboard input, and putting everything
/// back afterwards.
///
/// `enter()` switches to raw mode and the alternate screen and hides the cursor; `restore()` undoes all of it and
/// may be called any number of times. `start(onEvent:)` reports keys, resizes, resumes and end of input on the
/// main queue. SIGTERM, SIGHUP and SIGINT restore the terminal and exit; Ctrl-Z (SIGTSTP) restores it and
/// really stops; on `fg` (SIGCONT) the session re-enters and asks for a full redraw.
@MainActor
public final class TerminalSession {
    /// The current window size (80 × 24 when the terminal cannot tell).
    public private(set) var size: TerminalSize
    /// Whether the terminal is in raw mode on the alternate screen.
    public private(set) var isActive = false

    private let device: any TerminalDevice
    private let output: any OutputSink
    private var decoder = KeyDecoder()
    /// Receives events; set by `start(onEvent:)`, or directly by tests.
    var onEvent: (@MainActor (TerminalEvent) -> Void)?
    private var signalSources: [any DispatchSourceSignal] = []
    private var inputSource: (any DispatchSourceRead)?
    private var escapeGeneration = 0
    private var isSuspended = false

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    private static let escapeDelay = DispatchTimeInterval.milliseconds(50)

    /// The bytes written when entering: alternate screen, automatic wrapping off, cursor hidden.
    static let enterSequence =
        ControlSequence.enterAlternateScreen + ControlSequence.disableAutowrap + ControlSequence.hideCursor
    /// The bytes written when restoring: default style, automatic wrapping on, cursor shown, main screen.
    static let restoreSequence =
        ControlSequence.resetStyle + ControlSequence.enableAutowrap + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen

    /// Creates the session for the real terminal on standard input and output.
    public convenience init() {
        self.init(device: TeletypeDevice(), output: FileDescriptorOutputSink.standardOutput)
    }

    /// Creates a session on any device and output (tests use fakes).
    init(device: any TerminalDevice, output: any OutputSink) {
        self.device = device
        self.output = output
        size = device.windowSize() ?? .fallback
    }

    /// Switches to raw mode and the alternate screen and hides the cursor; does nothing when already active.
    public func enter() throws(TerminalError) {
        guard !isActive else { return }
        try device.enterRawMode()
        output.write(Self.enterSequence)
        isActive = true
        refreshSize()
    }

    /// Puts the terminal back as it was: style reset, cursor shown, main screen, original mode. Idempotent.
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

    /// Starts delivering events on the main queue: installs the signal handlers and the standard input reader.
    /// Call once, after `enter()`, before `dispatchMain()`.
    public func start(onEvent: @escaping @MainActor (TerminalEvent) -> Void) {
        self.onEvent = onEvent
        for signalNumber in [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT] {
            _ = signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleSignal(signalNumber) }
            }
            source.resume()
            signalSources.append(source)
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        inputSource = input
    }

    /// Stops delivering events and cancels the sources (the terminal mode is left to `restore()`).
    public func stop() {
        for source in signalSources { source.cancel() }
        signalSources.removeAll()
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
            MainActor.assumeIsolated { self?.flushPendingEscape(generation: generation) }
        }
    }

    /// Reacts to a signal delivered through its dispatch source.
    func handleSignal(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            refreshSize()
            onEvent?(.resized(size))
        case SIGTSTP:
            suspend()
        case SIGCONT:
            resume()
        default:
            restore()
            exit(128 + signalNumber)
        }
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

    /// Leaves raw mode and the alternate screen, then stops the process for real with the default SIGTSTP
    /// action; execution continues here after `fg`.
    private func suspend() {
        isSuspended = isActive
        restore()
        _ = signal(SIGTSTP, SIG_DFL)
        var stopSignal = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        _ = signal(SIGTSTP, SIG_IGN)
    }

    /// Re-enters after a stop (when the session was active before it) and asks for a full redraw.
    func resume() {
        if isSuspended {
            isSuspended = false
            try? enter()
        }
        refreshSize()
        onEvent?(.redrawNeeded(size))
    }
}
