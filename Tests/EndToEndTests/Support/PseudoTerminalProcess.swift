import Foundation

/// A program running on the slave side of a new pseudo-terminal, read and written through the master side, as a
/// terminal emulator runs it: the child starts a new session and the slave becomes its controlling terminal.
///
/// Every wait is bounded. `wait(timeout:)` reports how the child ended (or stopped); a child still running after
/// `kill()` is ended with SIGKILL, which the caller counts as a failure.
final class PseudoTerminalProcess {
    /// How a wait for the child ended.
    enum Outcome: Equatable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// A signal stopped it (it is still there).
        case stopped(Int32)
        /// It was still running when the wait gave up.
        case running

        var description: String {
            switch self {
            case .exited(let code): "exited with \(code)"
            case .signalled(let signal): "ended by signal \(signal)"
            case .stopped(let signal): "stopped by signal \(signal)"
            case .running: "still running"
            }
        }
    }

    /// The child's process id.
    let processID: pid_t
    /// The terminal's modes before the child started, as `terminalModes()` reports them: what the child must leave
    /// behind. Read before spawning, since a child may change the modes before the caller's next instruction runs.
    let initialModes: [UInt8]
    /// Everything the child has written so far.
    private(set) var output: [UInt8] = []
    private let master: Int32
    /// The slave side, kept open by the parent to read the terminal's modes after the child is gone.
    private let slave: Int32
    private var isReaped = false

    /// Spawns `arguments` (the first is the executable's path) in a `columns` × `rows` terminal.
    init(arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 30) throws {
        guard let (master, slavePath) = PseudoTerminalProcess.openPseudoTerminal() else {
            throw CocoaError(.fileReadUnknown)
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        let initialModes = PseudoTerminalProcess.modes(of: slave)
        var actions = HostPlatform.emptySpawnFileActions()
        var attributes = HostPlatform.emptySpawnAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
        // A new session (the slave becomes its controlling terminal), no blocked signals and every signal at its
        // default action, whatever the test runner has set.
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(
            &attributes,
            HostPlatform.newSessionSpawnFlag | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        let argumentPointers = arguments.map { strdup($0) } + [nil]
        let environmentPointers = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argumentPointers + environmentPointers { free(pointer) }
        }
        var processID: pid_t = 0
        guard posix_spawn(&processID, arguments[0], &actions, &attributes, argumentPointers, environmentPointers) == 0
        else {
            close(master)
            close(slave)
            throw CocoaError(.executableLoad)
        }
        self.processID = processID
        self.master = master
        self.slave = slave
        self.initialModes = initialModes
    }

    deinit {
        kill()
        close(master)
        close(slave)
    }

    /// The terminal's modes as `stty -g` would report them, read on the slave side.
    func terminalModes() -> [UInt8] {
        PseudoTerminalProcess.modes(of: slave)
    }

    /// Reads what the child writes for `seconds`.
    func read(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 {
            readAvailable(waiting: min(deadline.timeIntervalSinceNow, 0.01))
        }
    }

    /// Reads until `condition` holds for the output so far, or `timeout` seconds pass; returns whether it held.
    func read(until condition: ([UInt8]) -> Bool, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(output) {
            guard deadline.timeIntervalSinceNow > 0 else { return false }
            readAvailable(waiting: 0.01)
        }
        return true
    }

    /// Sends `text` as typed keys.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        _ = Foundation.kill(processID, signal)
    }

    /// Waits up to `timeout` seconds for the child to end or stop, reading its output meanwhile.
    func wait(timeout: Double) -> Outcome {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var status: Int32 = 0
            if waitpid(processID, &status, WNOHANG | WUNTRACED) == processID {
                readAvailable(waiting: 0)
                let low = status & 0x7F
                if low == 0 {
                    isReaped = true
                    return .exited((status >> 8) & 0xFF)
                }
                if low == 0x7F {
                    return .stopped((status >> 8) & 0xFF)
                }
                isReaped = true
                return .signalled(low)
            }
            readAvailable(waiting: 0.01)
        } while deadline.timeIntervalSinceNow > 0
        return .running
    }

    /// Ends a child that is still there with SIGKILL and reaps it; returns whether it had to.
    @discardableResult
    func kill() -> Bool {
        guard !isReaped else { return false }
        _ = Foundation.kill(processID, SIGKILL)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        isReaped = true
        return true
    }

    private func readAvailable(waiting seconds: Double) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            output += buffer.prefix(count)
        }
    }

    /// The modes of the terminal open on `descriptor` as raw bytes (empty when they cannot be read).
    private static func modes(of descriptor: Int32) -> [UInt8] {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return [] }
        return withUnsafeBytes(of: modes) { Array($0) }
    }

    /// A new pseudo-terminal's master descriptor and the slave's path.
    private static func openPseudoTerminal() -> (Int32, String)? {
        let master = HostPlatform.openPseudoTerminalMaster()
        guard master >= 0, let slavePath = HostPlatform.pseudoTerminalSlavePath(master) else {
            if master >= 0 { close(master) }
            return nil
        }
        return (master, slavePath)
    }
}
