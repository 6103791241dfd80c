import Foundation

/// A process spawned with posix_spawn, its standard output read through a pipe (standard error discarded).
///
/// Foundation's `Process` waits for its child on a run loop that polls, which adds its own milliseconds to a timing;
/// here the parent reads the pipe to its end and reaps the child with wait4, which also gives the child's CPU time.
final class ChildProcess {
    private let pid: pid_t
    private let output: Int32
    private var buffer: [UInt8] = []
    private var isReaped = false

    private init(pid: pid_t, output: Int32) {
        self.pid = pid
        self.output = output
    }

    /// Starts `executable` with `arguments` and exactly `environment`.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> ChildProcess
    {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw ShowBenchmark.Failure(description: "pipe failed") }
        var actions = HostPlatform.emptySpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for argument in argv { free(argument) }
            for variable in envp { free(variable) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw ShowBenchmark.Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return ChildProcess(pid: pid, output: pipeEnds[0])
    }

    /// Runs `executable` to its end, draining its output: the wall-clock time from spawn to reaping, the child's CPU
    /// time, the pages it faulted in and the bytes it wrote. Fails when it exits with a status other than 0.
    static func timed(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) throws -> ShowBenchmark.Sample {
        let began = DispatchTime.now().uptimeNanoseconds
        let process = try start(executable, arguments, environment: environment)
        var bytes = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(process.output, &chunk, chunk.count)
            if count > 0 {
                bytes += count
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(process.output)
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(process.pid, &status, 0, &usage)
        process.isReaped = true
        let wall = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6
        guard status == 0 else {
            throw ShowBenchmark.Failure(
                description: "\(executable) \(arguments.joined(separator: " ")) exited \(status)")
        }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return ShowBenchmark.Sample(
            wallMilliseconds: wall, cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
            pageFaults: usage.ru_minflt, outputBytes: bytes)
    }

    /// The next line of the output, without its line break; `nil` at its end.
    func readLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return String(decoding: buffer, as: UTF8.self)
            }
            buffer += chunk[..<count]
        }
    }

    /// Ends the process (SIGTERM) and reaps it.
    func terminate() {
        guard !isReaped else { return }
        close(output)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        isReaped = true
    }
}
