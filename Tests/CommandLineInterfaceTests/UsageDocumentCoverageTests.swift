import Foundation
import XCTest

@testable import CommandLineInterface

/// The usage document, `man/USAGE.md`, documents every command, flag, variable and file the command-line
/// definition declares.
final class UsageDocumentCoverageTests: XCTestCase {
    private let definition = CommandLineDefinition.repoBrowser

    private func usageDocument() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("man/USAGE.md"), encoding: .utf8)
    }

    /// Whether `word` appears on its own (not inside a longer name such as `--per-page` for `--page`).
    private func mentions(_ text: String, _ word: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.range(of: "(?<![A-Za-z0-9_-])\(escaped)(?![A-Za-z0-9_-])", options: .regularExpression) != nil
    }

    func test_everyOptionIsDocumented() throws {
        let text = try usageDocument()
        let options = definition.globalOptions + definition.commands.flatMap(\.options)
        for option in options {
            XCTAssertTrue(mentions(text, option.longFlag), option.longFlag)
            if let short = option.shortFlag {
                XCTAssertTrue(mentions(text, short), short)
            }
        }
    }

    func test_everyCommandIsDocumented() throws {
        let text = try usageDocument()
        for command in definition.commands {
            XCTAssertTrue(mentions(text, command.name), command.name)
        }
    }

    func test_everyVariableAndFileIsDocumented() throws {
        let text = try usageDocument()
        let variables = definition.environment.flatMap { $0.name.components(separatedBy: ", ") }
        for variable in variables {
            XCTAssertTrue(mentions(text, variable), variable)
        }
        XCTAssertTrue(text.contains("$XDG_CACHE_HOME/repo-browser/"))
        XCTAssertTrue(text.contains("~/.cache/repo-browser/"))
    }
}
