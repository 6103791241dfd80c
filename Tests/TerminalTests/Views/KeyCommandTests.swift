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

    func test_q_quits_andCtrlCInterrupts() {
        XCTAssertEqual(KeyCommand(key: .character("q")), .quit)
        XCTAssertEqual(KeyCommand(key: .interrupt), .interrupt)
    }

    func test_ctrlDAndCtrlU_moveHalfAPage_andCtrlDNoLongerQuits() {
        XCTAssertEqual(KeyCommand(key: .control("d")), .halfPageDown)
        XCTAssertEqual(KeyCommand(key: .control("u")), .halfPageUp)
    }

    func test_ctrlFCtrlBAndSpace_moveAPage() {
        XCTAssertEqual(KeyCommand(key: .control("f")), .pageDown)
        XCTAssertEqual(KeyCommand(key: .character(" ")), .pageDown)
        XCTAssertEqual(KeyCommand(key: .control("b")), .pageUp)
    }

    func test_homeAndEnd_goToTopAndBottom() {
        XCTAssertEqual(KeyCommand(key: .home), .top)
        XCTAssertEqual(KeyCommand(key: .end), .bottom)
    }

    func test_lAndRightArrow_open_andLeftArrowGoesBack() {
        XCTAssertEqual(KeyCommand(key: .character("l")), .open)
        XCTAssertEqual(KeyCommand(key: .right), .open)
        XCTAssertEqual(KeyCommand(key: .left), .back)
    }

    func test_mouseWheel_scrolls() {
        XCTAssertEqual(KeyCommand(key: .wheelUp), .scrollUp)
        XCTAssertEqual(KeyCommand(key: .wheelDown), .scrollDown)
    }

    func test_m_togglesTheMouse_andCapitalOSwitchesToTheSnapshot() {
        XCTAssertEqual(KeyCommand(key: .character("m")), .toggleMouse)
        XCTAssertEqual(KeyCommand(key: .character("O")), .switchToOffline)
        XCTAssertEqual(KeyCommand(key: .character("o")), .openInBrowser)
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

    func test_selectionTarget_movesByRowPageHalfPageAndWheel_orNotAtAll() {
        let targets = [
            KeyCommand.moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .scrollUp, .scrollDown,
        ]
        .map { $0.selectionTarget(from: 50, visibleRows: 20, count: 100) }
        XCTAssertEqual(targets, [49, 51, 31, 69, 40, 60, 50 - KeyCommand.wheelLines, 50 + KeyCommand.wheelLines])
        XCTAssertEqual(KeyCommand.top.selectionTarget(from: 50, visibleRows: 20, count: 100), 0)
        XCTAssertEqual(KeyCommand.bottom.selectionTarget(from: 50, visibleRows: 20, count: 100), 99)
        XCTAssertNil(KeyCommand.open.selectionTarget(from: 50, visibleRows: 20, count: 100))
        XCTAssertNil(KeyCommand.refresh.selectionTarget(from: 50, visibleRows: 20, count: 100))
    }
}
