import Foundation
import XCTest

/// A program some end-to-end tests need that a fresh machine may lack (tmux), looked up on `PATH`.
///
/// Tests ask for it first, before anything else (in `setUpWithError` or on their first line), never inside an
/// assertion: when it is missing, the test is skipped visibly outside CI, and fails under `CI=true`, where
/// `.ci/run` installs it.
enum OptionalTool {
    /// A required tool that is missing under `CI=true`; XCTest records the thrown error as the test's failure.
    struct Missing: Error, CustomStringConvertible {
        /// Which tool is missing and what it is needed for.
        let description: String
    }

    /// The executable `name` on `environment`'s `PATH`. Throws `XCTSkip` when it is not there, or `Missing` when
    /// `environment` has `CI=true`; `purpose` completes the sentence "… is not installed, so …".
    static func require(
        _ name: String, purpose: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let reason = "\(name) is not installed, so \(purpose)"
        if environment["CI"] == "true" {
            throw Missing(description: "\(reason) (CI must install it)")
        }
        throw XCTSkip(reason)
    }
}
