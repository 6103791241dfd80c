import XCTest

@testable import Terminal

final class ProgramKeyTests: XCTestCase {
    func test_usageDocument_listsTheProgramsKeys_asEveryScreen() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(
                try ScreenContract.usageKeysTable(under: "Every screen"),
                ScreenContract.programBindings.map(\.keyNames))
        }
    }

    func test_everyProgramKey_isOneATerminalSends_andBoundOnce() {
        let keys = ProgramKey.allCases.flatMap(\.keys)
        XCTAssertEqual(Set(keys).count, keys.count)
        for key in keys {
            XCTAssertTrue(DecodableKeys.contains(key), "\(key)")
        }
    }

    func test_questionMarkHelps_mToggles_capitalOSwitches_qCtrlCAndCtrlZQuitOrSuspend() {
        XCTAssertEqual(ProgramKey.help.keys, [.character("?")])
        XCTAssertEqual(ProgramKey.toggleMouse.keys, [.character("m")])
        XCTAssertEqual(ProgramKey.switchToOffline.keys, [.character("O")])
        XCTAssertEqual(ProgramKey.quit.keys, [.character("q"), .interrupt, .suspend])
    }
}
