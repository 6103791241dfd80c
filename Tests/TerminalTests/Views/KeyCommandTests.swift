import XCTest

@testable import Terminal

final class KeyCommandTests: XCTestCase {
    func test_arrowsAndVimKeys_move() {
        XCTAssertEqual(KeyCommand(key: .up), .moveUp)
        XCTAssertEqual(KeyCommand(key: .character("k")), .moveUp)
        XCTAssertEqual(KeyCommand(key: .down), .moveDown)
        XCTAssertEqual(KeyCommand(key: .character("j")), .moveDown)
        XCTAssertEqual(KeyCommand(key: .pageUp), .pageUp)
        XCTAssertEqual(KeyCommand(key: .pageDown), .pageDown)
        XCTAssertEqual(KeyCommand(key: .character("g")), .top)
        XCTAssertEqual(KeyCommand(key: .character("G")), .bottom)
    }

    func test_enterOpens_andEscapeBackspaceOrHGoBack() {
        XCTAssertEqual(KeyCommand(key: .enter), .open)
        XCTAssertEqual(KeyCommand(key: .escape), .back)
        XCTAssertEqual(KeyCommand(key: .backspace), .back)
        XCTAssertEqual(KeyCommand(key: .character("h")), .back)
    }

    func test_letters_mapToTheirActions() {
        XCTAssertEqual(KeyCommand(key: .character("/")), .editQuery)
        XCTAssertEqual(KeyCommand(key: .character("s")), .cycleSort)
        XCTAssertEqual(KeyCommand(key: .character("S")), .flipOrder)
        XCTAssertEqual(KeyCommand(key: .character("r")), .refresh)
        XCTAssertEqual(KeyCommand(key: .character("o")), .openInBrowser)
        XCTAssertEqual(KeyCommand(key: .character("a")), .account)
        XCTAssertEqual(KeyCommand(key: .character("*")), .toggleStar)
        XCTAssertEqual(KeyCommand(key: .character("?")), .help)
    }

    func test_qAndCtrlD_quit_andCtrlCInterrupts() {
        XCTAssertEqual(KeyCommand(key: .character("q")), .quit)
        XCTAssertEqual(KeyCommand(key: .endOfTransmission), .quit)
        XCTAssertEqual(KeyCommand(key: .interrupt), .interrupt)
    }

    func test_ctrlZ_suspends() {
        XCTAssertEqual(KeyCommand(key: .suspend), .suspend)
    }

    func test_paste_carriesItsText() {
        XCTAssertEqual(KeyCommand(key: .paste("swift q")), .paste("swift q"))
    }

    func test_unboundKey_isUnbound() {
        XCTAssertEqual(KeyCommand(key: .character("z")), .unbound)
        XCTAssertEqual(KeyCommand(key: .tab), .unbound)
    }
}
