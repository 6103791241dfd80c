import Foundation
import XCTest

/// A shell the completion tests run, found on `PATH`; CI installs them (`.ci/run`).
///
/// A test asks for its shell on its first line, never inside an assertion (an assertion would turn the skip into
/// a failure): without the shell the test is skipped visibly, and fails under `CI=true`.
enum InstalledShell {
    /// A shell that is missing under `CI=true`; XCTest records the thrown error as the test's failure.
    struct Missing: Error, CustomStringConvertible {
        /// Which shell is missing.
        let description: String
    }

    /// The path of `name` on `environment`'s `PATH`. Without it, throws `XCTSkip`, or `Missing` when
    /// `environment` has `CI=true`, where the shell must be installed.
    static func path(
        of name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let reason = "\(name) is not installed, so its completion script cannot be run"
        if environment["CI"] == "true" {
            throw Missing(description: "\(reason) (CI must install it)")
        }
        throw XCTSkip(reason)
    }

    /// What `shell` prints for `arguments`, after checking it exits 0.
    static func run(_ shell: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text
    }
}
