import Foundation
import XCTest

/// The built `repo-browser` executable, run in a real process with a clean environment.
///
/// The binary sits next to the test bundle (`.build/debug/repo-browser` with SwiftPM, the products folder under
/// Xcode): EndToEndTests depends on the executable target, so `swift build --build-tests` builds both. The test
/// bundle is found through a class of its own, because under Xcode `Bundle.main` is the test runner.
struct RepoBrowserBinary {
    /// The longest a run may take before it is killed and the test fails (a safety net, not an assertion).
    static let timeout: TimeInterval = 60

    /// The executable's location.
    let url: URL

    /// The binary next to the test bundle, or nil when it was not built.
    static func locate() -> RepoBrowserBinary? {
        let testBundle = Bundle(for: TestBundleMarker.self)
        let candidates = [
            testBundle.bundleURL.deletingLastPathComponent(), testBundle.bundleURL,
            testBundle.executableURL?.deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        for directory in candidates.compactMap({ $0 }) {
            let url = directory.appendingPathComponent("repo-browser")
            if FileManager.default.isExecutableFile(atPath: url.path) {
                return RepoBrowserBinary(url: url)
            }
        }
        return nil
    }

    /// The environment every run starts from: PATH and HOME only (no token, no GITHUB_API_URL, no colour
    /// variables), plus `extra`.
    static func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        let current = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": current["PATH"] ?? "/usr/bin:/bin",
            "HOME": current["HOME"] ?? "/tmp",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Runs the binary with `arguments` and standard input from /dev/null (so it is never interactive). Unless
    /// `environment` names an `XDG_CACHE_HOME` (an `XDG_DATA_HOME`), the run gets an empty cache (data) directory of
    /// its own, removed after it, so no run sees another's cached responses or search history, nor the person's.
    func run(
        _ arguments: [String], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        Self.withPrivateCache(environment) { environment in
            Self.runProcess(
                executable: url, arguments: arguments, environment: Self.cleanEnvironment(environment), file: file,
                line: line)
        }
    }

    /// Runs `body` with `environment`, plus a fresh `XDG_CACHE_HOME` and `XDG_DATA_HOME` (removed afterwards)
    /// unless it has them.
    private static func withPrivateCache(
        _ environment: [String: String], _ body: ([String: String]) -> ProcessResult
    ) -> ProcessResult {
        var added: [String: String] = [:]
        for (variable, prefix) in [("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data")]
        where environment[variable] == nil {
            added[variable] =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "repo-browser-\(prefix)-\(UUID().uuidString)"
                ).path
        }
        defer {
            for path in added.values { try? FileManager.default.removeItem(atPath: path) }
        }
        return body(environment.merging(added) { current, _ in current })
    }

    /// Runs `script` with /bin/sh, with `$0` set to the binary's path (`"$0" search | head -1`).
    func runShell(
        _ script: String, environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        Self.withPrivateCache(environment) { environment in
            Self.runProcess(
                executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, url.path],
                environment: Self.cleanEnvironment(environment), file: file, line: line)
        }
    }

    private static func runProcess(
        executable: URL, arguments: [String], environment: [String: String], file: StaticString, line: UInt
    ) -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            XCTFail("could not start \(executable.path): \(error)", file: file, line: line)
            return ProcessResult(status: -1, isSignalled: false, output: Data(), error: Data())
        }
        let outputCollector = PipeCollector(output)
        let errorCollector = PipeCollector(error)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("\(arguments) did not finish within \(Int(timeout)) s and was killed", file: file, line: line)
        }
        return ProcessResult(
            status: process.terminationStatus, isSignalled: process.terminationReason == .uncaughtSignal,
            output: outputCollector.collected(timeout: timeout), error: errorCollector.collected(timeout: timeout))
    }
}
