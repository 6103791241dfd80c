import XCTest

@testable import Terminal

final class ColorModeTests: XCTestCase {
    private func resolve(_ environment: [String: String], flag: Bool = false, terminal: Bool = true) -> ColorMode {
        ColorMode.resolve(environment: environment, isColorFlagDisabled: flag, isOutputTerminal: terminal)
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

    func test_resolve_noColorWinsOverForce() {
        XCTAssertEqual(resolve(["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]), .disabled)
    }
}
