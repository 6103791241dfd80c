import XCTest

@testable import Terminal

/// XCTest on Linux cannot run `@MainActor` test methods: each test enters the main actor with `assumeIsolated`.
final class HelpViewTests: XCTestCase {
    /// Bindings as a list screen and the program declare them, quitting last.
    @MainActor private static var bindings: [KeyBinding] {
        [
            KeyBinding(Movement.lineKeys, "move the selection") { _ in },
            KeyBinding(Movement.pageKeys, "a page up / down") { _ in },
            KeyBinding(Movement.halfPageKeys, "half a page up / down") { _ in },
            KeyBinding(Movement.wheelKeys, "scroll three rows") { _ in },
            KeyBinding(Movement.endKeys, "first / last row") { _ in },
            KeyBinding(CommonKeys.open, "open the repository's detail") { _ in },
            KeyBinding([.character("/")], "edit the search") { _ in },
            KeyBinding([.character("s")], "next sort") { _ in },
            KeyBinding([.character("S")], "flip the order") { _ in },
            KeyBinding([.character("?")], "this help") { _ in },
            KeyBinding([.character("q"), .interrupt, .suspend], "quit; Ctrl-Z suspends (fg resumes)") { _ in },
        ]
    }

    func test_help_thatFits_closesOnAnyKey() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 35, columns: 120))
            help.draw(into: &buffer, spinnerFrame: 0)

            help.perform(.down)

            XCTAssertEqual(closed, 1)
            XCTAssertTrue(buffer.text.contains("q Ctrl-C Ctrl-Z"))
        }
    }

    func test_help_tooTallForTheScreen_scrollsWithTheMovementKeys() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))
            help.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertFalse(buffer.text.contains("quit"), "the last binding is below the fold")
            XCTAssertTrue(buffer.text.contains("j/k scroll"))

            for _ in 0..<20 { help.perform(.down) }
            buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))
            help.draw(into: &buffer, spinnerFrame: 0)

            XCTAssertEqual(closed, 0)
            XCTAssertTrue(buffer.text.contains("quit"), buffer.text)
            help.perform(.character("z"))
            XCTAssertEqual(closed, 1)
        }
    }

    func test_help_tooTallForTheScreen_scrollsWithTheWheelAndHalfPages_withoutClosing() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))
            help.draw(into: &buffer, spinnerFrame: 0)

            help.perform(.wheelDown)
            XCTAssertEqual(help.scrollOffset, 3)
            help.perform(.control("d"))
            XCTAssertEqual(help.scrollOffset, 6)
            help.perform(.wheelUp)
            help.perform(.control("u"))

            XCTAssertEqual(help.scrollOffset, 0)
            XCTAssertEqual(closed, 0)
        }
    }

    func test_help_thatFits_staysOpenWhenTheWheelTurns() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 40, columns: 120))
            help.draw(into: &buffer, spinnerFrame: 0)

            help.perform(.wheelDown)
            help.perform(.wheelUp)

            XCTAssertEqual(closed, 0)
            XCTAssertEqual(help.scrollOffset, 0)
        }
    }
}
