import Foundation
import XCTest

@testable import CommandLineInterface

/// The generated bash script, run in a real bash: what it offers after the words typed so far.
final class BashCompletionTests: XCTestCase {
    /// COMPREPLY after `words` (the last one is the word being completed).
    private func complete(_ words: [String]) throws -> [String] {
        let script = CompletionScript.text(for: .repoBrowser, shell: .bash)
        let quoted = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
        let program =
            script + "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _repo_browser; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func test_commandsBeforeACommand() throws {
        XCTAssertEqual(try complete(["repo-browser", "s"]), ["search", "show", "star", "starred"])
        XCTAssertEqual(try complete(["repo-browser", "--offline", "co"]), ["completion"])
    }

    func test_everyOptionOfEachCommand() throws {
        let definition = CommandLineDefinition.repoBrowser
        for command in definition.commands {
            let offered = Set(try complete(["repo-browser", command.name, "-"]))
            for option in definition.options(of: command) {
                XCTAssertTrue(offered.contains(option.longFlag), "\(command.name) \(option.longFlag)")
            }
        }
    }

    func test_optionNamePrefix() throws {
        XCTAssertEqual(try complete(["repo-browser", "search", "--so"]), ["--sort"])
    }

    func test_choicesAfterAnOption() throws {
        XCTAssertEqual(
            try complete(["repo-browser", "search", "--sort", ""]),
            ["best-match", "stars", "forks", "updated", "help-wanted-issues"])
        XCTAssertEqual(try complete(["repo-browser", "search", "--order", "=", "a"]), ["asc"])
    }

    func test_stateChoices_areEachListsOwn() throws {
        XCTAssertEqual(try complete(["repo-browser", "prs", "--state", ""]), ["open", "closed", "merged", "all"])
        XCTAssertEqual(try complete(["repo-browser", "issues", "-s", ""]), ["open", "closed", "all"])
        XCTAssertEqual(try complete(["repo-browser", "issues", "--json", "num"]), ["number"])
    }

    func test_nothingAfterAnOptionTakingFreeText() throws {
        XCTAssertEqual(try complete(["repo-browser", "search", "--limit", ""]), [])
    }

    func test_jsonFieldsAfterAComma() throws {
        XCTAssertEqual(
            try complete(["repo-browser", "search", "--json", "full_name,stargazers_"]),
            ["full_name,stargazers_count"])
        XCTAssertTrue(try complete(["repo-browser", "show", "a/b", "--json", "re"]).contains("readme"))
    }

    func test_jsonFields_includeTheGithubCLINames() throws {
        XCTAssertEqual(
            try complete(["repo-browser", "search", "--json", "fullName,stargazersC"]), ["fullName,stargazersCount"])
        XCTAssertEqual(try complete(["repo-browser", "show", "--json", "nameW"]), ["nameWithOwner"])
    }

    func test_completionShellOption_completesTheShells() throws {
        XCTAssertEqual(try complete(["repo-browser", "completion", "-s", ""]), ["bash", "zsh", "fish"])
    }

    func test_argumentsOfHelpAndCompletion() throws {
        XCTAssertEqual(try complete(["repo-browser", "completion", ""]).prefix(3), ["bash", "zsh", "fish"])
        XCTAssertTrue(try complete(["repo-browser", "help", "m"]).contains("manual"))
    }

    func test_aGlobalOptionsValueIsNotTakenForTheCommand() throws {
        XCTAssertTrue(try complete(["repo-browser", "--api-url", "http://x", "search", "--li"]).contains("--limit"))
    }
}
