import Foundation
import XCTest

/// combineLatest and zip (and their Driver/Signal forms) are written once, in Scripts/generate_arity_operators.py,
/// for every number of sources; the checked-in files must be exactly what the script writes.
final class GeneratedOperatorTests: XCTestCase {
    func test_combineLatestAndZipFilesAreWhatTheGeneratorWrites() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", RepositoryLayout.root.appendingPathComponent("Scripts/generate_arity_operators.py").path,
            "--check",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "run python3 Scripts/generate_arity_operators.py: \(report)")
    }
}
