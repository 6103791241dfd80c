import Foundation
import XCTest

@testable import Terminal

/// Every key the input decoder can produce that is bound to a command is named in the help overlay and in the usage
/// document's keys table, so no binding goes undocumented.
final class KeyHelpCoverageTests: XCTestCase {
    /// Every key `KeyDecoder` reports for the input a terminal sends: each single byte, each key's escape sequence
    /// in every form it accepts, the wheel, and Escape on its own.
    private static func decodableKeys() -> [Key] {
        var keys: [Key] = []
        for byte in UInt8(0x00)...UInt8(0x7F) where byte != 0x1B {
            var decoder = KeyDecoder()
            keys += decoder.decode([byte])
        }
        let sequences = [
            "[A", "[B", "[C", "[D", "OA", "OB", "OC", "OD", "[H", "[F", "OH", "OF", "[1~", "[7~", "[4~", "[8~", "[3~",
            "[5~", "[6~", "[<64;1;1M", "[<65;1;1M",
        ]
        for sequence in sequences {
            var decoder = KeyDecoder()
            keys += decoder.decode([0x1B] + Array(sequence.utf8))
        }
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B])
        keys += decoder.flushPendingEscape()
        return keys
    }

    /// How the help and the usage document name `key`.
    private static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .delete: "Delete"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .wheelUp, .wheelDown: "Wheel"
        case .paste: "paste"
        }
    }

    /// The names of the keys bound to a command.
    private static func boundKeyNames() -> Set<String> {
        Set(decodableKeys().filter { KeyCommand(key: $0) != .unbound }.map(name(of:)))
    }

    func test_decoder_reachesTheNewKeys() {
        let names = Self.boundKeyNames()
        for expected in ["Wheel", "Ctrl-D", "Ctrl-U", "Ctrl-F", "Ctrl-B", "Home", "End", "l", "→", "m", "O"] {
            XCTAssertTrue(names.contains(expected), expected)
        }
    }

    func test_everyBoundKey_isNamedAsItsCommandsKey() {
        for key in Self.decodableKeys() where KeyCommand(key: key) != .unbound {
            XCTAssertTrue(
                KeyCommand(key: key).keyNames.contains(Self.name(of: key)),
                "\(KeyCommand(key: key)).keyNames does not name \(Self.name(of: key))")
        }
    }

    func test_everyCommand_isAnsweredBySomeScreenOrTheProgram_andNamedInItsHelp() {
        MainActor.assumeIsolated {
            let screens = EveryScreen.screens()
            defer { EveryScreen.dismantle(screens) }
            let bindings = screens.flatMap(\.view.keyBindings) + EveryScreen.programBindings()
            for key in Self.decodableKeys() where KeyCommand(key: key) != .unbound {
                let command = KeyCommand(key: key)
                let answering = bindings.filter { $0.answers(command) }
                XCTAssertFalse(answering.isEmpty, "no screen answers \(command)")
                for binding in answering {
                    XCTAssertTrue(
                        binding.keys.split(separator: " ").contains(Substring(Self.name(of: key))),
                        "the help line for \(command) does not name \(Self.name(of: key))")
                }
            }
        }
    }

    func test_help_listsTheScreensKeysThenTheProgramsOnly_andFits80x24() {
        MainActor.assumeIsolated {
            let screens = EveryScreen.screens()
            defer { EveryScreen.dismantle(screens) }
            let program = EveryScreen.programBindings()
            for screen in screens {
                let help = HelpView(bindings: screen.view.keyBindings + program, onClose: {})
                var buffer = ScreenBuffer(size: TerminalSize(rows: 24, columns: 80))
                help.draw(into: &buffer, spinnerFrame: 0)
                XCTAssertTrue(
                    buffer.text.contains("Press any key to close"), "\(screen.name)'s help does not fit 80x24")
                for binding in screen.view.keyBindings + program {
                    XCTAssertTrue(
                        buffer.text.contains(binding.meaning), "\(screen.name)'s help lacks \(binding.meaning)")
                }
            }
        }
    }

    /// The first cells of the keys table under `heading` in man/USAGE.md, each a binding's keys as the help shows them.
    private static func usageKeysTable(under heading: String) throws -> [String] {
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

    func test_usageDocument_hasAKeysTablePerScreen_matchingItsBindings() throws {
        try MainActor.assumeIsolated {
            let screens = EveryScreen.screens()
            defer { EveryScreen.dismantle(screens) }
            var tables = screens.map { (name: $0.name, bindings: $0.view.keyBindings) }
            tables.append((name: "Every screen", bindings: EveryScreen.programBindings()))
            for table in tables {
                let documented = try Self.usageKeysTable(under: table.name)
                XCTAssertEqual(documented, table.bindings.map(\.keys), "man/USAGE.md's keys of \(table.name)")
            }
        }
    }
}
