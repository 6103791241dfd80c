import XCTest

@testable import Terminal

final class MovementTests: XCTestCase {
    func test_arrowsAndVimKeys_moveALine() {
        XCTAssertEqual(Movement(.up), .lineUp)
        XCTAssertEqual(Movement(.character("k")), .lineUp)
        XCTAssertEqual(Movement(.down), .lineDown)
        XCTAssertEqual(Movement(.character("j")), .lineDown)
    }

    func test_pageKeys_ctrlFCtrlBAndSpace_moveAPage() {
        XCTAssertEqual(Movement(.pageUp), .pageUp)
        XCTAssertEqual(Movement(.control("b")), .pageUp)
        XCTAssertEqual(Movement(.pageDown), .pageDown)
        XCTAssertEqual(Movement(.control("f")), .pageDown)
        XCTAssertEqual(Movement(.character(" ")), .pageDown)
    }

    func test_ctrlDAndCtrlU_moveHalfAPage() {
        XCTAssertEqual(Movement(.control("d")), .halfPageDown)
        XCTAssertEqual(Movement(.control("u")), .halfPageUp)
    }

    func test_gGHomeAndEnd_goToTheEnds() {
        XCTAssertEqual(Movement(.character("g")), .top)
        XCTAssertEqual(Movement(.home), .top)
        XCTAssertEqual(Movement(.character("G")), .bottom)
        XCTAssertEqual(Movement(.end), .bottom)
    }

    func test_mouseWheel_scrolls() {
        XCTAssertEqual(Movement(.wheelUp), .wheelUp)
        XCTAssertEqual(Movement(.wheelDown), .wheelDown)
    }

    func test_otherKeys_moveNothing() {
        for key in [Key.enter, .escape, .character("s"), .character("q"), .tab, .control("c"), .paste("j")] {
            XCTAssertNil(Movement(key), "\(key)")
        }
    }

    func test_everyKeyOfTheGroups_isAMove_andEveryMoveHasAKeyInTheGroups() {
        let grouped =
            Movement.lineKeys + Movement.pageKeys + Movement.halfPageKeys + Movement.wheelKeys + Movement.endKeys
        XCTAssertTrue(grouped.allSatisfy { Movement($0) != nil })
        let moves: Set<Movement> = [
            .lineUp, .lineDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .wheelUp, .wheelDown, .top, .bottom,
        ]
        XCTAssertEqual(Set(grouped.compactMap { Movement($0) }), moves)
    }

    func test_target_movesByLinePageHalfPageAndWheel_andToTheEnds() {
        let moves: [Movement] = [
            .lineUp, .lineDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .wheelUp, .wheelDown,
        ]
        XCTAssertEqual(
            moves.map { $0.target(from: 50, visibleLines: 20, count: 100) },
            [49, 51, 31, 69, 40, 60, 50 - Movement.wheelLines, 50 + Movement.wheelLines])
        XCTAssertEqual(Movement.top.target(from: 50, visibleLines: 20, count: 100), 0)
        XCTAssertEqual(Movement.bottom.target(from: 50, visibleLines: 20, count: 100), 99)
    }

    func test_aPage_movesAtLeastOneLine_onATinyScreen() {
        XCTAssertEqual(Movement.pageDown.target(from: 5, visibleLines: 1, count: 100), 6)
        XCTAssertEqual(Movement.halfPageUp.target(from: 5, visibleLines: 1, count: 100), 4)
    }
}
