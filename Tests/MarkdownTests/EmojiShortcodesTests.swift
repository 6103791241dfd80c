import Foundation
import StyledText
import XCTest

@testable import Markdown

/// The shortcode table is gemoji's list (the one GitHub's Markdown uses), exactly as the generator writes it.
final class EmojiShortcodesTests: XCTestCase {
    func test_knownShortcodes_areTheirEmoji() {
        XCTAssertEqual(EmojiShortcodes.emoji(named: "heart"), "❤️")
        XCTAssertEqual(EmojiShortcodes.emoji(named: "+1"), "👍")
        XCTAssertEqual(EmojiShortcodes.emoji(named: "thumbsup"), "👍")
        XCTAssertEqual(EmojiShortcodes.emoji(named: "rocket"), "🚀")
        XCTAssertEqual(EmojiShortcodes.emoji(named: "wink"), "😉")
    }

    func test_unknownShortcode_isNil() {
        XCTAssertNil(EmojiShortcodes.emoji(named: "not_an_emoji"))
        XCTAssertNil(EmojiShortcodes.emoji(named: ""))
        XCTAssertNil(EmojiShortcodes.emoji(named: "Heart"), "shortcodes are case-sensitive, as on GitHub")
    }

    func test_tableHoldsEveryAliasOfGemoji() {
        XCTAssertEqual(EmojiShortcodes.count, 1913)
    }

    func test_everyAliasOfGemoji_isFoundAsItsEmoji() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Scripts/Emoji/emoji.json"))
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var found = 0
        for entry in entries {
            let emoji = try XCTUnwrap(entry["emoji"] as? String)
            for alias in try XCTUnwrap(entry["aliases"] as? [String]) {
                XCTAssertEqual(EmojiShortcodes.emoji(named: alias), emoji, alias)
                found += 1
            }
        }
        XCTAssertEqual(found, EmojiShortcodes.count)
    }

    func test_namesBetweenAndBeyondShortcodes_areNil() {
        XCTAssertNil(EmojiShortcodes.emoji(named: "+"), "before the first")
        XCTAssertNil(EmojiShortcodes.emoji(named: "zzzz"), "after the last")
        XCTAssertNil(EmojiShortcodes.emoji(named: "hear"), "a prefix of a shortcode")
        XCTAssertNil(EmojiShortcodes.emoji(named: "heart_"), "a shortcode with more after it")
    }

    func test_generatedFile_isWhatTheScriptWrites() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.root.appendingPathComponent("Scripts/generate_emoji_shortcodes.py").path, "--check",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, report)
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
