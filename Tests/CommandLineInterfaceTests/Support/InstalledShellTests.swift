import Foundation
import XCTest

/// The skip path of `InstalledShell`: a machine without zsh or fish skips the completion tests, CI fails them.
final class InstalledShellTests: XCTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "installed-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func test_path_shellMissingOutsideCI_throwsASkipNamingIt() {
        XCTAssertThrowsError(try InstalledShell.path(of: "fish", environment: ["PATH": directory.path])) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
            XCTAssertTrue("\(error)".contains("fish is not installed"), "\(error)")
        }
    }

    func test_path_shellMissingUnderCI_throwsAFailureNotASkip() {
        let environment = ["PATH": directory.path, "CI": "true"]
        XCTAssertThrowsError(try InstalledShell.path(of: "zsh", environment: environment)) { error in
            XCTAssertTrue(error is InstalledShell.Missing, "\(error)")
            XCTAssertTrue("\(error)".contains("zsh is not installed"), "\(error)")
        }
    }

    func test_path_shellOnPath_isFoundThere() throws {
        let shell = directory.appendingPathComponent("fish")
        try Data("#!/bin/sh\n".utf8).write(to: shell)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shell.path)

        let found = try InstalledShell.path(of: "fish", environment: ["PATH": directory.path, "CI": "true"])

        XCTAssertEqual(found, shell.path)
    }
}
