import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program running on the slave side of a new pseudo-terminal, read and written through the master side.
///
/// The child starts a new session (`POSIX_SPAWN_SETSID`) and opens the slave as its standard input, output and
/// error, which makes it the controlling terminal, as a terminal emulator would.
final class PseudoTerminalProcess {
    /// The child's process id.
    let processID: pid_t
    /// Everything the child has written so far.
    private(set) var output: [UInt8] = []
    private let master: Int32

    /// Spawns `arguments` (the first is the executable's path) in a `columns` × `rows` terminal.
    init(arguments: [String], columns: Int, rows: Int, environment: [String: String]) throws {
        // posix_openpt, grantpt, unlockpt and ptsname are not imported into Swift on Linux; their Linux
        // implementation is /dev/ptmx with the TIOCSPTLCK (unlock) and TIOCGPTN (number) ioctls.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw BenchmarkError.failed("cannot open a pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
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
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID
        let argumentPointers = arguments.map { strdup($0) } + [nil]
        let environmentPointers = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argumentPointers.forEach { free($0) }
            environmentPointers.forEach { free($0) }
        }
        var processID: pid_t = 0
        guard posix_spawn(&processID, arguments[0], &actions, &attributes, argumentPointers, environmentPointers) == 0
        else {
            close(master)
            throw BenchmarkError.failed("cannot start \(arguments[0])")
        }
        self.processID = processID
        self.master = master
    }

    /// Reads what arrives within `timeout` seconds (returns after the first chunk, or empty on timeout).
    @discardableResult
    func read(timeout: Double) -> Int {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        output += buffer.prefix(count)
        return count
    }

    /// Reads until `condition` holds for the output so far, or `timeout` seconds pass; returns whether it held.
    func read(until condition: ([UInt8]) -> Bool, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(output) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            read(timeout: min(left, 0.05))
        }
        return true
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

    /// The peak resident memory (VmHWM) in kilobytes, from /proc.
    func peakMemoryKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }

    /// Ends the child with SIGTERM (which restores its terminal) and reaps it.
    func terminate() {
        kill(processID, SIGTERM)
        _ = readUntilQuiet(0.05, limit: 1)
        var status: Int32 = 0
        var isReaped = false
        for _ in 0..<200 {
            if waitpid(processID, &status, WNOHANG) == processID {
                isReaped = true
                break
            }
            _ = read(timeout: 0.01)
        }
        if !isReaped {
            print("warning: process \(processID) ignored SIGTERM; killing it")
            kill(processID, SIGKILL)
            waitpid(processID, &status, 0)
        }
        close(master)
    }
}
