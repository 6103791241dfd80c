import XCTest

/// Keys belong to screens: a key is decoded once (`KeyDecoder` → `Key`), dispatched once (`KeyDispatch`) to the
/// program's bindings or the screen on top, and means what that screen's bindings say. No table maps keys to meanings
/// for the whole program.
final class KeyDispatchTests: XCTestCase {
    private let dispatcher = "Application/Terminal/App/KeyDispatch.swift"

    /// The lines of code (not comments) of every Swift file under `folder` that contain `fragment`, by file.
    private func occurrences(of fragment: String, under folder: String = "Application") -> [String: Int] {
        var found: [String: Int] = [:]
        for file in RepositoryLayout.swiftFiles(under: folder) {
            let count = file.text.split(separator: "\n").filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(fragment)
            }.count
            if count > 0 { found[file.path] = count }
        }
        return found
    }

    func test_onlyKeyDispatch_handsKeysToScreens() {
        XCTAssertEqual(occurrences(of: "screen.perform(").keys.sorted(), [dispatcher])
        XCTAssertEqual(
            occurrences(of: "KeyDispatch(").keys.sorted(), ["Application/Terminal/App/TerminalApplication.swift"])
    }

    func test_screensDeclareTheirKeys_andNoneReadsKeysByHand() throws {
        let files = RepositoryLayout.swiftFiles(under: "Application/Terminal")
        let protocolText = try XCTUnwrap(files.first { $0.path.hasSuffix("/TerminalView.swift") }?.text)
        XCTAssertTrue(protocolText.contains("func perform(_ key: Key)"))
        XCTAssertTrue(protocolText.contains("var keyBindings: [KeyBinding]"))
        let screens = files.filter { $0.text.contains(", TerminalView {") || $0.text.contains(": TerminalView {") }
        XCTAssertGreaterThanOrEqual(screens.count, 4, "the list view, the detail, the account and the help")
        for screen in screens {
            XCTAssertTrue(screen.text.contains("var keyBindings: [KeyBinding]"), "\(screen.path) declares no keys")
        }
    }

    func test_onlyTheDecoderTheMovesAndTheTextField_matchKeysByCase() {
        // A screen says what a key means by binding it; matching keys one by one is for decoding them (Input), for
        // the moves every screen shares (Movement) and for typing text (QueryEditor).
        let allowed = [
            "Application/Terminal/Input/", "Application/Terminal/Views/Movement.swift",
            "Application/Terminal/Views/QueryEditor.swift",
        ]
        for fragment in ["case .character(", "case .control(", "case .enter"] {
            for path in occurrences(of: fragment, under: "Application/Terminal").keys.sorted() {
                XCTAssertTrue(
                    allowed.contains { path.hasPrefix($0) },
                    "\(path) matches keys one by one; bind them in its keyBindings instead")
            }
        }
    }
}
