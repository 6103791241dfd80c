import XCTest

@testable import Terminal

final class ColorModeTests: XCTestCase {
    private func resolve(
        _ environment: [String: String], flag: Bool = false, terminal: Bool = true, forced: Bool = false
    ) -> ColorMode {
        ColorMode.resolve(
            environment: environment, isColorFlagDisabled: flag, isOutputTerminal: terminal, isTerminalForced: forced)
    }

    func test_resolve_onTerminalByDefault() {
        XCTAssertEqual(resolve([:]), .enabled)
    }

    func test_resolve_offWhenPiped() {
        XCTAssertEqual(resolve([:], terminal: false), .disabled)
    }

    func test_resolve_offWithNoColorSet() {
        XCTAssertEqual(resolve(["NO_COLOR": "1"]), .disabled)
    }

    func test_resolve_emptyNoColorIsIgnored() {
        XCTAssertEqual(resolve(["NO_COLOR": ""]), .enabled)
    }

    func test_resolve_offWithCliColorZero() {
        XCTAssertEqual(resolve(["CLICOLOR": "0"]), .disabled)
    }

    func test_resolve_offWithNoColorFlag() {
        XCTAssertEqual(resolve(["CLICOLOR_FORCE": "1"], flag: true), .disabled)
    }

    func test_resolve_forcedWhenPiped() {
        XCTAssertEqual(resolve(["CLICOLOR_FORCE": "1"], terminal: false), .enabled)
    }

    func test_resolve_forceZeroDoesNotForce() {
        XCTAssertEqual(resolve(["CLICOLOR_FORCE": "0"], terminal: false), .disabled)
    }

    func test_resolve_forceWinsOverNoColor_asInGh() {
        XCTAssertEqual(resolve(["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: false), .enabled)
    }

    func test_resolve_forcedTerminal_colours() {
        XCTAssertEqual(resolve([:], terminal: true, forced: true), .enabled)
    }

    func test_resolve_forcedTerminal_noColorWins_evenOverForce() {
        XCTAssertEqual(resolve(["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: true, forced: true), .disabled)
    }

    func test_resolve_forcedTerminal_cliColorZeroWins_evenOverForce() {
        XCTAssertEqual(resolve(["CLICOLOR": "0", "CLICOLOR_FORCE": "1"], terminal: true, forced: true), .disabled)
    }

    func test_resolve_forcedTerminal_noColorFlagWins() {
        XCTAssertEqual(resolve([:], flag: true, terminal: true, forced: true), .disabled)
    }
}
