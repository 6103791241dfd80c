import Foundation

/// A program running on the slave side of a new pseudo-terminal, read and written through the master side.
///
/// The child starts a new session (so the slave becomes its controlling terminal, as in a terminal emulator) with
/// no blocked signal and every signal at its default action. `terminate()` sends SIGTERM, as a closing terminal
/// or a service manager would, and records in the `TerminationLedger` whether it had to be killed.
final class PseudoTerminalProcess {
    /// The child's process id.
    let processID: pid_t
    /// When the child was spawned.
    let startTime: DispatchTime
    /// Everything the child has written so far.
    private(set) var output: [UInt8] = []
    private let master: Int32
    private let ledger: TerminationLedger

    /// Spawns `arguments` (the first is the executable's path) in a `columns` × `rows` terminal.
    init(
        arguments: [String], environment: [String: String], ledger: TerminationLedger, columns: Int = 100,
        rows: Int = 30
    ) throws {
        let master = HostPlatform.openPseudoTerminalMaster()
        guard master >= 0, let slavePath = HostPlatform.pseudoTerminalSlavePath(master) else {
            throw BenchmarkError.failed("cannot open a pseudo-terminal")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = HostPlatform.emptySpawnFileActions()
        var attributes = HostPlatform.emptySpawnAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
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
        let start = DispatchTime.now()
        guard posix_spawn(&processID, arguments[0], &actions, &attributes, argumentPointers, environmentPointers) == 0
        else {
            close(master)
            throw BenchmarkError.failed("cannot start \(arguments[0])")
        }
        self.processID = processID
        self.master = master
        self.ledger = ledger
        startTime = start
        ledger.started += 1
    }

    /// Reads what arrives within `timeout` seconds (returns after the first chunk, or 0 on timeout).
    @discardableResult
    func read(timeout: Double) -> Int {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        output += buffer.prefix(count)
        return count
    }

    /// Reads until `condition` holds for the output so far, or `timeout` seconds pass; returns the milliseconds
    /// from the spawn to the moment it held, or nil.
    func read(until condition: ([UInt8]) -> Bool, timeout: Double) -> Double? {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(output) {
            guard deadline.timeIntervalSinceNow > 0 else { return nil }
            read(timeout: min(deadline.timeIntervalSinceNow, 0.05))
        }
        return Double(DispatchTime.now().uptimeNanoseconds - startTime.uptimeNanoseconds) / 1_000_000
    }

    /// Reads until nothing arrives for `quiet` seconds; returns the number of bytes read.
    func readUntilQuiet(_ quiet: Double, limit: Double = 10) -> Int {
        let deadline = Date().addingTimeInterval(limit)
        var total = 0
        while Date() < deadline {
            let count = read(timeout: quiet)
            if count == 0 { break }
            total += count
        }
        return total
    }

    /// Sends `text` as typed keys.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Ends the child with SIGTERM, which must restore its terminal and exit within 2 s (else it is killed and the
    /// ledger counts it), reaps it, and returns its peak resident memory in KiB.
    @discardableResult
    func terminate() -> Int? {
        let livePeak = HostPlatform.livePeakKibibytes(processID)
        kill(processID, SIGTERM)
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(2)
        var isReaped = false
        while Date() < deadline {
            if wait4(processID, &status, WNOHANG, &usage) == processID {
                isReaped = true
                break
            }
            read(timeout: 0.01)
        }
        if !isReaped {
            ledger.ignoredTermination += 1
            print("warning: process \(processID) ignored SIGTERM; killing it")
            kill(processID, SIGKILL)
            wait4(processID, &status, 0, &usage)
        }
        close(master)
        return livePeak ?? HostPlatform.exitedPeakKibibytes(usage)
    }
}
