import Foundation
import XCTest

/// Help, version and usage errors: no network involved.
final class CommandLineTests: EndToEndTestCase {
    override class var usesFakeAPI: Bool { false }

    func test_help_printsTheOverviewOnStandardOutput() {
        let result = binary.run(["--help"])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.outputText.hasPrefix("repo-browser: "), result.outputText)
        XCTAssertTrue(result.outputText.contains("\nCOMMANDS\n"), result.outputText)
        XCTAssertEqual(result.errorText, "")
        XCTAssertEqual(binary.run(["help"]).outputText, result.outputText)
    }

    func test_commandHelp_isTheSameForHelpCommandAndFlag() {
        let flag = binary.run(["search", "--help"])
        let command = binary.run(["help", "search"])

        XCTAssertEqual(flag.status, 0)
        XCTAssertTrue(flag.outputText.contains("repo-browser search [QUERY...] [OPTIONS]"), flag.outputText)
        XCTAssertTrue(flag.outputText.contains("-L, --limit N"), flag.outputText)
        XCTAssertEqual(command.outputText, flag.outputText)
    }

    func test_version_printsNameAndVersion() {
        let result = binary.run(["--version"])

        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(
            result.outputText.range(of: #"^repo-browser \d+\.\d+\.\d+\n$"#, options: .regularExpression),
            result.outputText)
    }

    func test_unknownOption_exitsTwoWithOneErrorLineAndAPointerToHelp() {
        let result = binary.run(["search", "--limt", "5"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertEqual(
            result.errorText,
            "error: unknown option '--limt'; did you mean '--limit'?\nRun 'repo-browser search --help' for usage.\n")
    }

    func test_manual_matchesTheCheckedInManPage() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("man/man1/repo-browser.1")
        let result = binary.run(["manual"])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.outputText, try String(contentsOf: page, encoding: .utf8),
            "man/man1/repo-browser.1 is out of date: run .build/debug/repo-browser manual > man/man1/repo-browser.1")
    }

    func test_completion_printsEachShellsScript() {
        XCTAssertTrue(binary.run(["completion", "bash"]).outputText.contains("complete -F _repo_browser repo-browser"))
        XCTAssertTrue(binary.run(["completion", "zsh"]).outputText.hasPrefix("#compdef repo-browser\n"))
        XCTAssertTrue(binary.run(["completion", "fish"]).outputText.contains("complete -c repo-browser -f\n"))
        XCTAssertEqual(binary.run(["completion", "tcsh"]).status, 2)
        XCTAssertEqual(
            binary.run(["completion", "-s", "bash"]).outputText, binary.run(["completion", "bash"]).outputText)
    }

    func test_outOfRangeLimit_exitsTwo() {
        let result = binary.run(["search", "--limit", "1001"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.contains("--limit"), result.errorText)
    }

    func test_showWithoutRepositoryOutsideAGitRepository_exitsTwoWithASentence() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("no-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = binary.runShell("cd '\(directory.path)' && exec \"$0\" show")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.errorText,
            "repo-browser: show needs a repository: the current directory is not in a git repository; "
                + "name one as OWNER/NAME, such as: repo-browser show apple/swift\n")
    }

    func test_showURLOnAnotherHost_isRefusedByName() {
        let result = binary.run(["show", "https://gitlab.com/apple/swift"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.errorText.contains("'gitlab.com' is not the configured GitHub host (github.com)"), result.errorText)
    }

    func test_versionCommand_printsWhatTheFlagPrints() {
        let command = binary.run(["version"])

        XCTAssertEqual(command.status, 0)
        XCTAssertEqual(command.outputText, binary.run(["--version"]).outputText)
    }

    func test_tokenOption_isRefusedWithoutEchoingIt() {
        let result = binary.run(["--token", "ghp_onTheCommandLine", "search"])

        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.errorText.contains("ghp_onTheCommandLine"))
        XCTAssertTrue(result.errorText.contains("GH_TOKEN"), result.errorText)
    }

    func test_controlCharactersInArguments_areShownInert() {
        let result = binary.run(["search", "--sort", "\u{1b}[2Jstars"])

        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.error.contains(0x1B))
    }
}
