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

    func test_everyBoundKey_isNamedInTheHelp() {
        let bindings = MainActor.assumeIsolated { HelpView.bindings.map(\.keys) }
        let named = Set(bindings.flatMap { $0.split(separator: " ").map(String.init) })
        for name in Self.boundKeyNames().sorted() {
            XCTAssertTrue(named.contains(name), "the help does not name \(name)")
        }
    }

    func test_everyBoundKey_isNamedInTheUsageDocumentsKeysTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("man/USAGE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| Keys | Action |") })
        let table = lines[start...].prefix { $0.hasPrefix("|") }
        let firstCells = table.map { $0.split(separator: "|").first.map(String.init) ?? "" }
        let named = Set(
            firstCells.flatMap { cell in
                cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            })
        for name in Self.boundKeyNames().sorted() {
            XCTAssertTrue(named.contains(name), "man/USAGE.md's keys table does not name \(name)")
        }
    }
}
