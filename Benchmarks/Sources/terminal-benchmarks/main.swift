import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Measures a release `repo-browser` binary (built as the README's install instructions build it) in a real
// pseudo-terminal, and prints the README's table: `--version` time and peak memory, cold start to the first
// frame with rows (offline and against the loopback fake GitHub API), bytes per selection move, peak memory after
// browsing 1000 GitHub-sized results, and how many of the processes it started ignored SIGTERM.
//
// Run from Benchmarks/:  (cd .. && swift build -c release --static-swift-stdlib --product repo-browser)
//                        swift run -c release terminal-benchmarks ../.build/release/repo-browser
// (on macOS build with plain `swift build -c release`).

let arguments = Array(CommandLine.arguments.dropFirst())
let binary = arguments.first ?? "../.build/release/repo-browser"
let fakeServer = arguments.dropFirst().first ?? "../Tests/Support/fake_github_api.py"
let runs = 20
let ledger = TerminationLedger()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-benchmarks-\(getpid())")

/// A clean environment whose home (and so any cache) is a new empty folder.
func environment() -> [String: String] {
    let home = scratch.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return [
        "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.path,
        "LANG": "C.UTF-8",
    ]
}

func index(of text: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count + start else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
        if Array(bytes[index..<(index + needle.count)]) == needle { return index }
    }
    return nil
}

/// Whether the output holds a frame with rows: the selected first row (`> `) and a result count above zero.
func hasRows(_ bytes: [UInt8]) -> Bool {
    guard index(of: "> ", in: bytes) != nil, var found = index(of: "Showing ", in: bytes) else { return false }
    while true {
        let digit = found + 8
        if digit < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[digit]) { return true }
        guard let next = index(of: "Showing ", in: bytes, from: found + 1) else { return false }
        found = next
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func mebibytes(_ kibibytes: Int) -> String { String(format: "%.1f MiB", Double(kibibytes) / 1024) }

func milliseconds(_ values: [Double]) -> String {
    String(format: "%.1f ms (min %.1f, max %.1f)", median(values), values.min() ?? 0, values.max() ?? 0)
}

/// Runs `arguments` to the end with output on /dev/null; returns the wall milliseconds and its `rusage`.
func runToEnd(_ arguments: [String]) throws -> (milliseconds: Double, usage: rusage) {
    var actions = HostPlatform.emptySpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argumentPointers = arguments.map { strdup($0) } + [nil]
    let environmentPointers = environment().map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argumentPointers + environmentPointers { free(pointer) }
    }
    var processID: pid_t = 0
    let start = DispatchTime.now()
    guard posix_spawn(&processID, arguments[0], &actions, nil, argumentPointers, environmentPointers) == 0 else {
        throw BenchmarkError.failed("cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(processID, &status, 0, &usage) < 0, errno == EINTR {}
    return (Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000, usage)
}

/// The peak memory in KiB of one run of `arguments`.
func peakOfOneRun(_ arguments: [String]) throws -> Int {
    let report = scratch.appendingPathComponent("peak-\(UUID().uuidString)").path
    let run = try runToEnd(HostPlatform.peakReportingCommand(arguments, report: report))
    if let text = try? String(contentsOfFile: report, encoding: .utf8),
        let kibibytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
        return kibibytes
    }
    guard let kibibytes = HostPlatform.exitedPeakKibibytes(run.usage) else {
        throw BenchmarkError.failed("no peak memory for \(arguments)")
    }
    return kibibytes
}

/// Milliseconds from spawn to the first frame with rows, for `runs` cold starts with `extraArguments`.
@MainActor
func coldStarts(_ extraArguments: [String]) throws -> [Double] {
    var times: [Double] = []
    for _ in 0..<runs {
        let process = try PseudoTerminalProcess(
            arguments: [binary] + extraArguments, environment: environment(), ledger: ledger)
        let time = process.read(until: hasRows, timeout: 20)
        process.terminate()
        guard let time else { throw BenchmarkError.failed("no frame with rows within 20 s (\(extraArguments))") }
        times.append(time)
    }
    return times
}

@MainActor
func selectionMoveBytes() throws -> [Int] {
    let process = try PseudoTerminalProcess(
        arguments: [binary, "--offline"], environment: environment(), ledger: ledger)
    defer { process.terminate() }
    guard process.read(until: hasRows, timeout: 20) != nil else { throw BenchmarkError.failed("no frame with rows") }
    _ = process.readUntilQuiet(0.3)
    var moves: [Int] = []
    for key in ["j", "j", "k", "j"] {
        process.type(key)
        moves.append(process.readUntilQuiet(0.3))
    }
    return moves
}

/// The fake GitHub API, started on a free loopback port.
final class FakeAPI {
    let process = Process()
    let port: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fakeServer, "--port", "0", "--total", "5000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var portText = ""
        while !portText.contains("\n") {
            let data = pipe.fileHandleForReading.availableData
            guard !data.isEmpty else { throw BenchmarkError.failed("the fake API did not print its port") }
            portText += String(decoding: data, as: UTF8.self)
        }
        port = portText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Whether the fake API has answered a search for page 20 (results 951–1000 at 50 per page).
    func hasServedLastPage() -> Bool {
        guard let url = URL(string: "\(baseURL)/_requests") else { return false }
        let finished = DispatchSemaphore(value: 0)
        let body = LockedBox<Data?>(nil)
        URLSession.shared.dataTask(with: url) { data, _, _ in
            body.set(data)
            finished.signal()
        }.resume()
        finished.wait()
        let requests = String(decoding: body.get() ?? Data(), as: UTF8.self)
        return requests.contains("page=20&") || requests.contains("page=20\"")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// Peak memory in KiB after browsing to result 1000 of a 5,000-match search of GitHub-sized items.
@MainActor
func peakAfterThousandResults(api: FakeAPI) throws -> (kibibytes: Int, seconds: Double) {
    let process = try PseudoTerminalProcess(
        arguments: [binary, "--api-url", api.baseURL], environment: environment(), ledger: ledger)
    guard process.read(until: hasRows, timeout: 20) != nil else {
        process.terminate()
        throw BenchmarkError.failed("no frame with rows from the fake API")
    }
    let start = Date()
    let deadline = start.addingTimeInterval(120)
    // The renderer sends only changed cells, so the screen's text is not a reliable signal: ask the fake API
    // whether the last page GitHub would serve (page 20 at 50 per page = result 1000) has been requested.
    while Date() < deadline, !api.hasServedLastPage() {
        process.type("G")
        _ = process.readUntilQuiet(0.3)
    }
    let loaded = api.hasServedLastPage()
    for _ in 0..<20 { process.type("k") }
    _ = process.readUntilQuiet(0.5)
    guard let peak = process.terminate() else { throw BenchmarkError.failed("no peak memory") }
    guard loaded else { throw BenchmarkError.failed("1000 results never loaded") }
    return (peak, Date().timeIntervalSince(start))
}

do {
    defer { try? FileManager.default.removeItem(at: scratch) }
    var versionTimes: [Double] = []
    var versionPeaks: [Double] = []
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for _ in 0..<runs {
        versionTimes.append(try runToEnd([binary, "--version"]).milliseconds)
        versionPeaks.append(Double(try peakOfOneRun([binary, "--version"])))
    }
    let offline = try coldStarts(["--offline"])
    let api = try FakeAPI()
    defer { api.stop() }
    let online = try coldStarts(["--api-url", api.baseURL])
    let moves = try selectionMoveBytes()
    let memory = try peakAfterThousandResults(api: api)
    var load = [Double](repeating: 0, count: 3)
    let loadText = getloadavg(&load, 3) == 3 ? String(format: "load average %.1f", load[0]) : "load average unknown"
    print(
        "repo-browser terminal benchmarks: \(binary), 100×30 pseudo-terminal, median of \(runs) runs, "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(loadText) at the end")
    print("")
    print("| Measure | Result | Goal |")
    print("| --- | ---: | ---: |")
    print("| `--version`: wall time | \(milliseconds(versionTimes)) | ≤ 10 ms |")
    print("| `--version`: peak memory | \(mebibytes(Int(median(versionPeaks)))) | ≤ 20 MiB |")
    print("| cold start to the first frame with rows, `--offline` | \(milliseconds(offline)) | ≤ 25 ms |")
    print("| cold start to the first frame with rows, loopback fake API | \(milliseconds(online)) | ≤ 60 ms |")
    print(
        "| bytes written per selection move (j, j, k, j) | \(moves.map(String.init).joined(separator: ", ")) | < 200 |")
    print(
        "| peak memory after browsing 1000 GitHub-sized results (5.6 KB items; \(String(format: "%.0f", memory.seconds)) s) | \(mebibytes(memory.kibibytes)) | ≤ 32 MiB |"
    )
    print("| processes that ignored SIGTERM (of \(ledger.started) started) | \(ledger.ignoredTermination) | 0 |")
    if ledger.ignoredTermination > 0 { exit(1) }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
