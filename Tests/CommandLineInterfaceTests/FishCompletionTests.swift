import Foundation
import XCTest

@testable import CommandLineInterface

/// The generated fish script, loaded in a real fish: what `complete -C` offers after the words typed so far.
///
/// Each test finds fish on its first line, so a machine without fish skips it (and CI fails it).
final class FishCompletionTests: XCTestCase {
    /// The candidates (without their descriptions) `fish` offers for the command line `line`.
    private func complete(_ line: String, in fish: String) throws -> [String] {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).fish")
        try CompletionScript.text(for: .repoBrowser, shell: .fish).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let output = try InstalledShell.run(
            fish, ["--no-config", "-c", "source \(script.path); complete -C \"$argv[1]\"", line])
        return output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    func test_commandsBeforeACommand() throws {
        let fish = try InstalledShell.path(of: "fish")

        let offered = try complete("repo-browser s", in: fish)

        XCTAssertEqual(Set(offered), ["search", "show", "star", "starred"])
    }

    func test_everyOptionOfEachCommand() throws {
        let fish = try InstalledShell.path(of: "fish")
        let definition = CommandLineDefinition.repoBrowser
        for command in definition.commands {
            let offered = Set(try complete("repo-browser \(command.name) --", in: fish))
            for option in definition.options(of: command) {
                XCTAssertTrue(offered.contains(option.longFlag), "\(command.name) \(option.longFlag)")
            }
        }
    }

    func test_choicesAfterAnOption() throws {
        let fish = try InstalledShell.path(of: "fish")

        let offered = try complete("repo-browser search --sort ", in: fish)

        XCTAssertEqual(Set(offered), ["best-match", "stars", "forks", "updated", "help-wanted-issues"])
    }

    func test_stateChoices_areEachListsOwn() throws {
        let fish = try InstalledShell.path(of: "fish")

        XCTAssertEqual(Set(try complete("repo-browser prs --state ", in: fish)), ["open", "closed", "merged", "all"])
        XCTAssertEqual(Set(try complete("repo-browser issues --state ", in: fish)), ["open", "closed", "all"])
    }

    func test_shellsAfterCompletion() throws {
        let fish = try InstalledShell.path(of: "fish")

        let offered = try complete("repo-browser completion ", in: fish)

        XCTAssertEqual(Set(offered), ["bash", "zsh", "fish"])
    }
}
