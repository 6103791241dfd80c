import Application
import Foundation
import XCTest

@testable import Terminal

/// What every screen of the interactive program promises, checked on the screen as the program builds it (through its
/// navigator, over use cases that answer nothing). Each scene's screen test calls `check` once.
@MainActor
enum ScreenContract {
    /// Opens no browser.
    private struct BrowserOpenerStub: BrowserOpening {
        func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {}
    }

    /// The program's own bindings, with actions that do nothing.
    static var programBindings: [KeyBinding] { ProgramKey.bindings { _, _ in } }

    /// The screen `show` pushes, bound, on a stack of its own.
    static func screen(_ show: (TerminalNavigation) -> Void) -> (any TerminalView)? {
        let stack = ScreenStack()
        show(TerminalNavigation(stack: stack, useCases: .answeringNothing, browserOpener: BrowserOpenerStub()))
        return stack.top
    }

    /// Builds the screen `show` pushes and checks that:
    /// - no key is bound twice on it, none is a key the program answers first, and every key it binds is one a
    ///   terminal can send;
    /// - its footer shows every hint it declares at 80 columns, with `? help` and `q quit`;
    /// - its help lists every binding, the screen's and then the program's, and fits 80×24;
    /// - man/USAGE.md has a keys table under `#### usageHeading` listing its bindings in order.
    static func check(
        usageHeading: String, file: StaticString = #filePath, line: UInt = #line,
        show: (TerminalNavigation) -> Void
    ) throws {
        let screen = try XCTUnwrap(screen(show), "nothing was shown", file: file, line: line)
        defer { screen.dismantle() }
        let bindings = screen.keyBindings
        var seen: [Key] = []
        for key in bindings.flatMap(\.keys) {
            XCTAssertFalse(seen.contains(key), "\(usageHeading) binds \(key.name) twice", file: file, line: line)
            XCTAssertFalse(
                programBindings.contains { $0.answers(key) },
                "\(usageHeading) binds \(key.name), which the program answers on every screen", file: file, line: line)
            XCTAssertTrue(
                DecodableKeys.contains(key), "\(usageHeading) binds \(key), which no terminal sends", file: file,
                line: line)
            seen.append(key)
        }

        var frame = ScreenBuffer(size: TerminalSize(rows: 24, columns: 80))
        screen.draw(into: &frame, spinnerFrame: 0)
        let footer = frame.text(ofRow: 23)
        for hint in bindings.compactMap(\.hint) + ListLayout.keptHints {
            XCTAssertTrue(
                footer.contains(hint), "\(usageHeading)'s footer at 80 columns lacks \(hint): \(footer)", file: file,
                line: line)
        }

        let help = HelpView(bindings: bindings + programBindings, onClose: {})
        var helpFrame = ScreenBuffer(size: TerminalSize(rows: 24, columns: 80))
        help.draw(into: &helpFrame, spinnerFrame: 0)
        XCTAssertTrue(
            helpFrame.text.contains("Press any key to close"), "\(usageHeading)'s help does not fit 80x24", file: file,
            line: line)
        for binding in bindings + programBindings {
            XCTAssertTrue(
                helpFrame.text.contains(binding.meaning), "\(usageHeading)'s help lacks \(binding.meaning)",
                file: file, line: line)
        }

        XCTAssertEqual(
            try usageKeysTable(under: usageHeading), bindings.map(\.keyNames),
            "man/USAGE.md's keys table under #### \(usageHeading)", file: file, line: line)
    }

    /// The first cells of the keys table under `#### heading` in man/USAGE.md, each a binding's keys as the help names
    /// them.
    static func usageKeysTable(under heading: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("man/USAGE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let headingLine = try XCTUnwrap(lines.firstIndex { $0 == "#### \(heading)" }, "USAGE.md has no #### \(heading)")
        let start = try XCTUnwrap(lines[headingLine...].firstIndex { $0.hasPrefix("| Keys | Action |") })
        let table = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        return table.map { line in
            let cell = line.split(separator: "|").first.map(String.init) ?? ""
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                .joined(separator: " ")
        }
    }
}
