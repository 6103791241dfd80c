import XCTest

@testable import Terminal

/// The one decision every command takes its terminal behaviour from, with go-gh's `GH_FORCE_TTY` rules.
final class OutputStyleTests: XCTestCase {
    private func style(_ environment: [String: String], terminal: Bool = false, columns: Int? = nil) -> OutputStyle {
        OutputStyle(environment: environment, isOutputTerminal: terminal, terminalColumns: columns)
    }

    func test_pipe_isForAProgram_linesCompactJSONNoNotices() {
        let piped = style([:])

        XCTAssertFalse(piped.isTerminal)
        XCTAssertFalse(piped.showsNotices)
        XCTAssertEqual(piped.listPresentation(isColorFlagDisabled: false), .lines)
        XCTAssertEqual(piped.jsonPresentation(isColorFlagDisabled: false), .compact)
        XCTAssertEqual(piped.readmeDisplay(isColorFlagDisabled: false), .asSent)
    }

    func test_anyNonEmptyGhForceTTY_isForAPerson() {
        for value in ["1", "0", "yes", "120", "50%"] {
            let forced = style(["GH_FORCE_TTY": value])
            XCTAssertTrue(forced.isTerminal, value)
            XCTAssertTrue(forced.showsNotices, value)
        }
        XCTAssertFalse(style(["GH_FORCE_TTY": ""]).isTerminal)
    }

    func test_ghForceTTYNumber_isTheWidth_ofTheTableAndTheReadme() {
        let forced = style(["GH_FORCE_TTY": "120"], columns: 80)

        XCTAssertEqual(forced.listPresentation(isColorFlagDisabled: true), .table(columns: 120, colorMode: .disabled))
        XCTAssertEqual(forced.readmeDisplay(isColorFlagDisabled: true), .rendered(width: 120, colorMode: .disabled))
    }

    func test_ghForceTTYPercentage_isAShareOfTheTerminal_evenOverAHundred() {
        XCTAssertEqual(style(["GH_FORCE_TTY": "50%"], terminal: true, columns: 200).columns, 100)
        XCTAssertEqual(style(["GH_FORCE_TTY": "150%"], columns: 100).columns, 150)
    }

    func test_width_isTheTerminals_elseColumns_else80() {
        XCTAssertEqual(style(["GH_FORCE_TTY": "yes", "COLUMNS": "132"], columns: 100).columns, 100)
        XCTAssertEqual(style(["GH_FORCE_TTY": "yes", "COLUMNS": "132"]).columns, 132)
        XCTAssertEqual(style(["GH_FORCE_TTY": "yes"]).columns, 80)
    }

    func test_ghForceTTY_colours_unlessNoColorOrCliColorZero() {
        XCTAssertEqual(style(["GH_FORCE_TTY": "1"]).colorMode(isColorFlagDisabled: false), .enabled)
        XCTAssertEqual(
            style(["GH_FORCE_TTY": "1", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"]).colorMode(isColorFlagDisabled: false),
            .disabled)
        XCTAssertEqual(style(["GH_FORCE_TTY": "1", "CLICOLOR": "0"]).colorMode(isColorFlagDisabled: false), .disabled)
    }
}
