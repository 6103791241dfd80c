import XCTest

@testable import Terminal

/// XCTest on Linux cannot run `@MainActor` test methods: each test enters the main actor with `assumeIsolated`.
final class HelpViewTests: XCTestCase {
    /// Bindings as a list screen and the program declare them, quitting last.
    @MainActor private static var bindings: [KeyBinding] {
        [
            KeyBinding([.moveUp, .moveDown], "move the selection") { _ in },
            KeyBinding([.pageUp, .pageDown], "a page up / down") { _ in },
            KeyBinding([.halfPageUp, .halfPageDown], "half a page up / down") { _ in },
            KeyBinding([.scrollUp, .scrollDown], "scroll three rows") { _ in },
            KeyBinding([.top, .bottom], "first / last row") { _ in },
            KeyBinding([.open], "open the repository's detail") { _ in },
            KeyBinding([.editQuery], "edit the search") { _ in },
            KeyBinding([.cycleSort], "next sort") { _ in },
            KeyBinding([.flipOrder], "flip the order") { _ in },
            KeyBinding([.help], "this help") { _ in },
            KeyBinding([.quit, .interrupt, .suspend], "quit; Ctrl-Z suspends (fg resumes)") { _ in },
        ]
    }

    func test_help_thatFits_closesOnAnyKey() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 35, columns: 120))
            help.draw(into: &buffer, spinnerFrame: 0)

            help.perform(.moveDown)

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

            for _ in 0..<20 { help.perform(.moveDown) }
            buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))
            help.draw(into: &buffer, spinnerFrame: 0)

            XCTAssertEqual(closed, 0)
            XCTAssertTrue(buffer.text.contains("quit"), buffer.text)
            help.perform(.unbound)
            XCTAssertEqual(closed, 1)
        }
    }

    func test_help_tooTallForTheScreen_scrollsWithTheWheelAndHalfPages_withoutClosing() {
        MainActor.assumeIsolated {
            var closed = 0
            let help = HelpView(bindings: Self.bindings, onClose: { closed += 1 })
            var buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))
            help.draw(into: &buffer, spinnerFrame: 0)

            help.perform(.scrollDown)
            XCTAssertEqual(help.scrollOffset, 3)
            help.perform(.halfPageDown)
            XCTAssertEqual(help.scrollOffset, 6)
            help.perform(.scrollUp)
            help.perform(.halfPageUp)

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

            help.perform(.scrollDown)
            help.perform(.scrollUp)

            XCTAssertEqual(closed, 0)
            XCTAssertEqual(help.scrollOffset, 0)
        }
    }
}
