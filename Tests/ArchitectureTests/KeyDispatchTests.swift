import XCTest

/// A key is decoded once (`KeyDecoder` → `Key`), mapped to a command once (`KeyCommand(key:)`) and dispatched once,
/// by `TerminalApplication`, to the screen on top; no screen works out what a key means.
final class KeyDispatchTests: XCTestCase {
    private let mapping = "Application/Terminal/Views/KeyCommand.swift"
    private let dispatcher = "Application/Terminal/App/TerminalApplication.swift"

    /// The lines of code (not comments) of every Swift file under Application/ that contain `fragment`, by file.
    private func occurrences(of fragment: String) -> [String: Int] {
        var found: [String: Int] = [:]
        for file in RepositoryLayout.swiftFiles(under: "Application") {
            let count = file.text.split(separator: "\n").filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(fragment)
            }.count
            if count > 0 { found[file.path] = count }
        }
        return found
    }

    func test_onlyKeyCommandDeclaresAMappingFromKeys() {
        XCTAssertEqual(occurrences(of: "enum KeyCommand"), [mapping: 1])
        XCTAssertEqual(
            occurrences(of: "init(key: Key)").merging(occurrences(of: "init?(key: Key)"), uniquingKeysWith: +),
            [mapping: 1])
    }

    func test_onlyTheApplicationMapsAKey_once() {
        XCTAssertEqual(occurrences(of: "KeyCommand(key:"), [dispatcher: 1])
    }

    func test_screensDeclareTheirKeys_andReceiveCommandsNotKeys() throws {
        let views = RepositoryLayout.swiftFiles(under: "Application/Terminal/Views")
        let protocolText = try XCTUnwrap(views.first { $0.path.hasSuffix("/TerminalView.swift") }?.text)
        XCTAssertTrue(protocolText.contains("func perform(_ command: KeyCommand)"))
        XCTAssertTrue(protocolText.contains("var keyBindings: [KeyBinding]"))
        let screens = views.filter { $0.text.contains(", TerminalView {") || $0.text.contains(": TerminalView {") }
        XCTAssertGreaterThanOrEqual(screens.count, 4, "the list view, the detail, the account and the help")
        for screen in screens {
            XCTAssertTrue(screen.text.contains("var keyBindings: [KeyBinding]"), "\(screen.path) declares no keys")
            XCTAssertFalse(screen.text.contains("func handle(_ key: Key)"), "\(screen.path) handles raw keys")
        }
    }

    func test_noScreenSwitchesOverEveryCommand() {
        // A new command must compile with no edit outside KeyCommand.swift: nothing else lists every command.
        for file in RepositoryLayout.swiftFiles(under: "Application") where file.path != mapping {
            XCTAssertFalse(
                file.text.contains("case .unbound"),
                "\(file.path) lists every KeyCommand; answer only the ones it binds")
        }
    }
}
