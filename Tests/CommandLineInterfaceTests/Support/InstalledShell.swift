import Foundation
import XCTest

/// A shell the completion tests run, found on `PATH`; CI installs them (`.ci/run`).
enum InstalledShell {
    /// The path of `name` on `PATH`. Without it the test fails under `CI=true`, where the shell must be
    /// installed, and is skipped elsewhere.
    static func path(of name: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let reason = "\(name) is not installed, so its completion script cannot be run"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(reason)
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
