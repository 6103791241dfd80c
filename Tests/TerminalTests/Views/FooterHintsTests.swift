import XCTest

@testable import Terminal

/// Every screen's footer shows all of its key hints at 80 columns: a key worth a hint is never the one a narrow
/// terminal cuts, and a screen that gains a key either fits its hint or leaves it to the help.
final class FooterHintsTests: XCTestCase {
    func test_everyScreensFooterHints_fit80ColumnsWhole() {
        MainActor.assumeIsolated {
            let screens = EveryScreen.screens()
            defer { EveryScreen.dismantle(screens) }
            for screen in screens {
                var buffer = ScreenBuffer(size: TerminalSize(rows: 24, columns: 80))
                screen.view.draw(into: &buffer, spinnerFrame: 0)
                let footer = buffer.text(ofRow: 23)
                for hint in screen.view.keyBindings.compactMap(\.hint) + ListLayout.keptHints {
                    XCTAssertTrue(
                        footer.contains(hint), "\(screen.name)'s footer at 80 columns lacks \(hint): \(footer)")
                }
            }
        }
    }
}
