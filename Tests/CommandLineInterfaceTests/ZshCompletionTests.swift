import Foundation
import XCTest

@testable import CommandLineInterface

/// The generated zsh script, read by a real zsh: it must parse, `compinit` must register it for `repo-browser`,
/// and autoloading it must give the completion function.
final class ZshCompletionTests: XCTestCase {
    func test_scriptParsesAndDefinesTheFunction() throws {
        let zsh = try InstalledShell.path(of: "zsh")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("_repo-browser")
        try CompletionScript.text(for: .repoBrowser, shell: .zsh).write(to: script, atomically: true, encoding: .utf8)

        _ = try InstalledShell.run(zsh, ["-f", "-n", script.path])
        let loaded = try InstalledShell.run(
            zsh,
            [
                "-f", "-c",
                "fpath=(\(directory.path) $fpath); autoload -U compinit; compinit -u -D; "
                    + "print -r -- ${_comps[repo-browser]}; autoload +X _repo-browser && whence -w _repo-browser",
            ])
        XCTAssertEqual(loaded.split(separator: "\n").first, "_repo-browser", loaded)
        XCTAssertTrue(loaded.contains("_repo-browser: function"), loaded)
    }
}
