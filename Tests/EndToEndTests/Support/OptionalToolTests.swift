import Foundation
import XCTest

/// The skip path of `OptionalTool`: a machine without tmux skips the tests that need it, CI fails them.
final class OptionalToolTests: XCTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("optional-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func test_require_toolMissingOutsideCI_throwsASkipNamingIt() {
        XCTAssertThrowsError(
            try OptionalTool.require("tmux", purpose: "it cannot run", environment: ["PATH": directory.path])
        ) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
            XCTAssertTrue("\(error)".contains("tmux is not installed, so it cannot run"), "\(error)")
        }
    }

    func test_require_toolMissingUnderCI_throwsAFailureNotASkip() {
        let environment = ["PATH": directory.path, "CI": "true"]
        XCTAssertThrowsError(try OptionalTool.require("tmux", purpose: "it cannot run", environment: environment)) {
            error in
            XCTAssertTrue(error is OptionalTool.Missing, "\(error)")
            XCTAssertTrue("\(error)".contains("tmux is not installed"), "\(error)")
        }
    }

    func test_require_toolOnPath_isFoundThere() throws {
        let tool = directory.appendingPathComponent("tmux")
        try Data("#!/bin/sh\n".utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)

        let found = try OptionalTool.require(
            "tmux", purpose: "it cannot run", environment: ["PATH": "/nonexistent:\(directory.path)", "CI": "true"])

        XCTAssertEqual(found.path, tool.path)
    }

    func test_require_fileThatIsNotExecutable_isNotTheTool() throws {
        try Data().write(to: directory.appendingPathComponent("tmux"))

        XCTAssertThrowsError(
            try OptionalTool.require("tmux", purpose: "it cannot run", environment: ["PATH": directory.path]))
    }
}
