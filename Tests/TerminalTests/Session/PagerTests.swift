import Foundation
import XCTest

@testable import Terminal

/// Which pager `show` uses, as in the GitHub CLI, and that text really goes through it.
final class PagerTests: XCTestCase {
    func test_ghPagerWinsOverPager() {
        XCTAssertEqual(Pager.choose(environment: ["GH_PAGER": "more", "PAGER": "most"])?.command, "more")
        XCTAssertEqual(Pager.choose(environment: ["PAGER": "most -s"])?.command, "most -s")
    }

    func test_emptyOrCatMeansNoPager() {
        XCTAssertNil(Pager.choose(environment: ["GH_PAGER": "", "PAGER": "most"]))
        XCTAssertNil(Pager.choose(environment: ["PAGER": "cat"]))
    }

    func test_lessWhenOnThePath_elseNone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("less-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let less = directory.appendingPathComponent("less")
        try "#!/bin/sh\n".write(to: less, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: less.path)

        XCTAssertEqual(Pager.choose(environment: ["PATH": "/nonexistent:\(directory.path)"])?.command, "less -R")
        XCTAssertNil(Pager.choose(environment: ["PATH": "/nonexistent"]))
    }

    func test_show_pipesTheTextThroughTheCommandWithLessDefaults() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("paged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let pager = try XCTUnwrap(Pager.choose(environment: ["PAGER": "{ echo \"$LESS\"; cat; } > '\(output.path)'"]))

        XCTAssertTrue(pager.show(Array("line one\nline two\n".utf8)))
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "FRX\nline one\nline two\n")
    }

    func test_show_aPagerQuittingEarlyIsNoError() throws {
        signal(SIGPIPE, SIG_IGN)  // as repo-browser's main does
        let pager = try XCTUnwrap(Pager.choose(environment: ["PAGER": "exit 0"]))
        XCTAssertTrue(pager.show(Array(repeating: UInt8(ascii: "x"), count: 1_000_000)))
    }
}
