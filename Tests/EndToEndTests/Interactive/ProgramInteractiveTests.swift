import Foundation
import XCTest

/// What the interactive program does on every screen, in tmux: suspending, a terminal that cannot draw, the mouse,
/// and the switch to the snapshot when GitHub cannot be reached.
final class ProgramInteractiveTests: InteractiveTestCase {
    func test_ctrlZ_suspendsWithTerminalRestored_andFgRedraws() throws {
        let (tmux, directory) = try startProgram(
            run: """
                set -m
                "$BINARY" --offline
                echo $? > stop-status
                stty -g > stty-stopped
                echo SUSPENDED-SHELL
                read line
                fg
                """)

        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try tmux.sendKeys("C-z")
        let stopped = try tmux.waitForScreen("the shell while stopped") { $0.contains("SUSPENDED-SHELL") }
        XCTAssertFalse(stopped.contains("SNAPSHOT 2026-08-22"), "the alternate screen was not left on suspend")
        XCTAssertEqual(try contents(of: directory, "stop-status"), "148", "the program did not stop on SIGTSTP")
        let before = try contents(of: directory, "stty-before")
        XCTAssertEqual(try contents(of: directory, "stty-stopped"), before, "terminal modes were not restored on stop")
        try waitForOutput(in: directory, "mouse reporting turned off while stopped") { !Self.isMouseReported($0) }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the list redrawn after fg") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing")
        }
        try waitForOutput(in: directory, "mouse reporting turned on again after fg") { Self.isMouseReported($0) }
        try tmux.type("j")
        try tmux.waitForScreen("keys work after fg") { screen in
            let rows = screen.components(separatedBy: "\n")
            return rows.count > 4 && rows[4].hasPrefix("> ")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
        XCTAssertEqual(try contents(of: directory, "stty-after"), before, "terminal modes were not restored")
    }

    func test_dumbOrUnsetTerm_printsLinesWithoutCursorMovement() throws {
        for setting in ["TERM=dumb", "unset TERM;"] {
            let (tmux, directory) = try startProgram(run: "\(setting) \"$BINARY\" --offline")
            try tmux.waitForScreen("the lines and the shell after the program (\(setting))") {
                $0.contains("WRAPPER-DONE")
            }
            XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
            let output = try Data(contentsOf: directory.appendingPathComponent("output"))
            XCTAssertNotNil(output.range(of: Data("/awesome-mac\t".utf8)), "no result lines with \(setting)")
            XCTAssertNil(output.range(of: Data("\u{1B}[?1049h".utf8)), "the alternate screen was used with \(setting)")
            XCTAssertNil(output.range(of: Data("\u{1B}[1;1H".utf8)), "the cursor was moved with \(setting)")
            tmux.kill()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// A 5 MB README renders off the main queue: while it renders, the detail answers keys and the program quits
    /// at once (before, it was re-rendered on the main queue on every change and `q` waited for it). That it
    /// renders at all is `MarkdownRendererTests`' business; the benchmark times it.

    func test_mKey_turnsMouseReportingOffAndOn() throws {
        let (tmux, directory) = try startProgram()
        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is off") { $0.contains("Mouse off") }
        try waitForOutput(in: directory, "mouse reporting turned off") { !Self.isMouseReported($0) }
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is on") { $0.contains("Mouse on") }
        try waitForOutput(in: directory, "mouse reporting turned on") { Self.isMouseReported($0) }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_noMouseVariable_startsWithoutMouseReporting_andMTurnsItOn() throws {
        let (tmux, directory) = try startProgram(run: "REPO_BROWSER_NO_MOUSE=1 \"$BINARY\" --offline")
        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try waitForOutput(in: directory, "the entering sequence") { $0.range(of: Data("\u{1B}[?2004h".utf8)) != nil }
        let output = try Data(contentsOf: directory.appendingPathComponent("output"))
        XCTAssertNil(output.range(of: Data("\u{1B}[?1000h".utf8)), "mouse reporting was asked for")
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is on") { $0.contains("Mouse on") }
        try waitForOutput(in: directory, "mouse reporting turned on") { Self.isMouseReported($0) }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        try waitForOutput(in: directory, "mouse reporting turned off on quit") { !Self.isMouseReported($0) }
    }

    func test_unreachableGitHub_at80Columns_showsTheWholeHint_andOSwitchesToTheSnapshot() throws {
        let (tmux, directory) = try startProgram(arguments: ["--api-url", "http://127.0.0.1:1"], columns: 80)

        let failed = try tmux.waitForScreen("the error with the offline hint") { screen in
            Self.flattened(screen).contains("check the connection or press O for the offline snapshot")
        }
        XCTAssertTrue(Self.flattened(failed).contains("Cannot reach 127.0.0.1"), failed)
        XCTAssertFalse(failed.contains("SNAPSHOT"))
        try tmux.type("O")
        let offline = try tmux.waitForScreen("the snapshot's badge and rows") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("awesome-mac") && $0.contains("Showing")
        }
        XCTAssertFalse(offline.contains("Cannot reach"), "the old error stayed")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("a detail from the snapshot") { $0.contains("not in the snapshot") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
    }
}
