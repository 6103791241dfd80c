import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#endif

// Measures the interactive front end of a release `repo-browser` binary in a real pseudo-terminal:
// (1) cold start to the first list frame with --offline (median of 20), (2) bytes written for one selection move,
// (3) peak memory after loading 1000 results from the fake GitHub API.
//
// Run from Benchmarks/:  (cd .. && swift build -c release --product repo-browser)
//                        swift run -c release terminal-benchmarks ../.build/release/repo-browser

let arguments = Array(CommandLine.arguments.dropFirst())
let binary = arguments.first ?? "../.build/release/repo-browser"
let fakeServer = arguments.dropFirst().first ?? "../Tests/Support/fake_github_api.py"
let environment = [
    "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8",
]

func contains(_ bytes: [UInt8], _ text: String, from start: Int = 0) -> Int? {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count + start else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
        if Array(bytes[index..<(index + needle.count)]) == needle { return index }
    }
    return nil
}

/// Whether the output holds a list frame: the result count, then the footer's last hint.
func hasListFrame(_ bytes: [UInt8]) -> Bool {
    guard let status = contains(bytes, "Showing ") else { return false }
    return contains(bytes, "q quit", from: status) != nil
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func coldStart(runs: Int) throws -> [Double] {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now()
        let process = try PseudoTerminalProcess(
            arguments: [binary, "--offline"], columns: 100, rows: 30, environment: environment)
        guard process.read(until: hasListFrame, timeout: 10) else {
            process.terminate()
            throw BenchmarkError.failed("no list frame within 10 s")
        }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        process.terminate()
    }
    return times
}

func selectionMoveBytes() throws -> [Int] {
    let process = try PseudoTerminalProcess(
        arguments: [binary, "--offline"], columns: 100, rows: 30, environment: environment)
    defer { process.terminate() }
    guard process.read(until: hasListFrame, timeout: 10) else { throw BenchmarkError.failed("no list frame") }
    _ = process.readUntilQuiet(0.3)
    var moves: [Int] = []
    for key in ["j", "j", "k", "j"] {
        process.type(key)
        moves.append(process.readUntilQuiet(0.3))
    }
    return moves
}

/// The session that asks the fake API what it served.
let session = URLSession(configuration: .ephemeral)

/// Whether the fake API at `port` has answered a search for page 20 (results 951–1000 at 50 per page).
func hasServedLastPage(port: String) -> Bool {
    guard let url = URL(string: "http://127.0.0.1:\(port)/_requests") else { return false }
    let finished = DispatchSemaphore(value: 0)
    let body = LockedBox<Data?>(nil)
    session.dataTask(with: url) { data, _, _ in
        body.set(data)
        finished.signal()
    }.resume()
    finished.wait()
    guard let data = body.get() else { return false }
    let requests = String(decoding: data, as: UTF8.self)
    return requests.contains("page=20&") || requests.contains("page=20\"")
}

func peakMemoryAfterThousandResults() throws -> (kilobytes: Int, seconds: Double) {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    server.arguments = [fakeServer, "--port", "0", "--total", "5000"]
    let pipe = Pipe()
    server.standardOutput = pipe
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer { server.terminate() }
    var portText = ""
    while !portText.contains("\n") {
        let data = pipe.fileHandleForReading.availableData
        guard !data.isEmpty else { throw BenchmarkError.failed("the fake API did not print its port") }
        portText += String(decoding: data, as: UTF8.self)
    }
    let port = portText.trimmingCharacters(in: .whitespacesAndNewlines)
    let process = try PseudoTerminalProcess(
        arguments: [binary, "--api-url", "http://127.0.0.1:\(port)"], columns: 100, rows: 30, environment: environment)
    defer { process.terminate() }
    guard process.read(until: hasListFrame, timeout: 20) else {
        throw BenchmarkError.failed("no list frame from the fake API")
    }
    let start = Date()
    let deadline = start.addingTimeInterval(120)
    // The renderer sends only changed cells, so the screen's text is not a reliable signal: ask the fake API
    // whether the last page GitHub would serve (page 20 at 50 per page = result 1000) has been requested.
    while Date() < deadline, !hasServedLastPage(port: port) {
        process.type("G")
        _ = process.readUntilQuiet(0.3)
    }
    guard hasServedLastPage(port: port) else { throw BenchmarkError.failed("1000 results never loaded") }
    for _ in 0..<20 { process.type("k") }
    _ = process.readUntilQuiet(0.3)
    guard let peak = process.peakMemoryKilobytes() else { throw BenchmarkError.failed("no /proc status") }
    return (peak, Date().timeIntervalSince(start))
}

do {
    let times = try coldStart(runs: 20)
    print(
        String(
            format:
                "cold start to first list frame (--offline, 100x30): median %.1f ms, min %.1f, max %.1f (20 runs; goal < 50 ms)",
            median(times), times.min() ?? 0, times.max() ?? 0))
    let moves = try selectionMoveBytes()
    print(
        "bytes written per selection move (j, j, k, j): \(moves.map(String.init).joined(separator: ", ")) (goal < 200)")
    let memory = try peakMemoryAfterThousandResults()
    print(
        String(
            format:
                "peak memory (VmHWM) after loading 1000 results from the fake API: %.1f MB (%d kB; loaded in %.1f s; goal < 30 MB)",
            Double(memory.kilobytes) / 1024, memory.kilobytes, memory.seconds))
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
