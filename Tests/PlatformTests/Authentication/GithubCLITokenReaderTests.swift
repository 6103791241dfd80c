import Foundation
import XCTest

@testable import Platform

/// `gh auth token` through a fake `gh` script: the token, the host asked for, failures and a hung gh.
final class GithubCLITokenReaderTests: XCTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    /// Writes an executable `gh` with `body` as its shell script.
    private func fakeGH(_ body: String) throws -> URL {
        let url = directory.appendingPathComponent("gh")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func test_locate_findsGhOnThePath() throws {
        let gh = try fakeGH("exit 0")
        XCTAssertEqual(GithubCLITokenReader.locate(searchPath: "/nonexistent:\(directory.path)")?.executable, gh)
        XCTAssertNil(GithubCLITokenReader.locate(searchPath: "/nonexistent:relative/dir"))
    }

    func test_token_isGhsOutputForTheHostAskedFor() throws {
        let gh = try fakeGH(#"[ "$1 $2 $3" = "auth token --hostname" ] && echo "gho_for_$4""#)
        XCTAssertEqual(GithubCLITokenReader(executable: gh).token(host: "ghe.example.com"), "gho_for_ghe.example.com")
    }

    func test_token_isNilWhenGhFails() throws {
        let gh = try fakeGH("echo 'no oauth token found' >&2; exit 1")
        XCTAssertNil(GithubCLITokenReader(executable: gh).token(host: "github.com"))
    }

    func test_token_isNilWhenGhPrintsSeveralLines() throws {
        let gh = try fakeGH("echo one; echo two")
        XCTAssertNil(GithubCLITokenReader(executable: gh).token(host: "github.com"))
    }

    func test_token_isNilWhenGhHangs_afterTheBoundedWait() throws {
        let gh = try fakeGH("exec sleep 60")
        XCTAssertNil(GithubCLITokenReader(executable: gh, timeout: 0.5).token(host: "github.com"))
    }
}
