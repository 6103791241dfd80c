import Foundation
import Synchronization

/// Asks an installed GitHub CLI for the token of its stored login: `gh auth token --hostname HOST`.
///
/// The token is read from gh's standard output and never printed; gh's standard error is discarded. The wait is
/// bounded: a gh that has not answered within `timeout` seconds is killed and counts as no login, so a hung or
/// prompting gh cannot hang repo-browser.
public struct GithubCLITokenReader: Sendable {
    public let executable: URL
    /// The longest wait for gh to answer, in seconds.
    public let timeout: TimeInterval

    public init(executable: URL, timeout: TimeInterval = 3) {
        self.executable = executable
        self.timeout = timeout
    }

    /// The reader for the first executable `gh` in `searchPath` (a `PATH` value), or nil when there is none.
    public static func locate(searchPath: String, timeout: TimeInterval = 3) -> GithubCLITokenReader? {
        for directory in searchPath.split(separator: ":") where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("gh")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return GithubCLITokenReader(executable: candidate, timeout: timeout)
            }
        }
        return nil
    }

    /// gh's token for `host`, or nil when gh fails, prints nothing, prints more than one line, or is too slow.
    public func token(host: String) -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["auth", "token", "--hostname", host]
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        let collected = Mutex(Data())
        let reading = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = handle.readDataToEndOfFile()
            collected.withLock { $0 = data }
            reading.signal()
        }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0,
            reading.wait(timeout: .now() + timeout) == .success
        else { return nil }
        let text = String(decoding: collected.withLock { $0 }, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline)
        guard lines.count == 1 else { return nil }
        let token = lines[0].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}
