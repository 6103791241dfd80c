import Foundation
import StyledText
import XCTest

@testable import Markdown

/// The README renderer against GitHub Flavored Markdown's own examples (spec 0.29-gfm): tables, task list items,
/// strikethrough, extended autolinks and disallowed raw HTML.
///
/// Read as `CommonMarkSpecTests` reads the CommonMark examples: both the renderer's lines and the example's HTML are
/// reduced to the text a person sees (drawing, tags and link addresses left out, whitespace collapsed), so the test
/// checks that the markup is recognised and consumed and that the text GitHub shows survives. Examples read
/// differently on purpose are listed in `knownDivergences` with their reasons; every other one must match.
final class GitHubFlavoredSpecTests: XCTestCase {
    private struct Example {
        let number: Int
        let section: String
        let markdown: String
        let html: String
    }

    /// Example numbers read differently on purpose, by reason.
    private static let knownDivergences: [String: Set<Int>] = [
        "every HTML tag is removed; GitHub's tag filter shows the disallowed ones (<title>, <xmp>) as text": [653]
    ]

    private static func examples() throws -> [Example] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gfm-examples.json")
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        return list.compactMap { entry in
            guard let number = entry["number"] as? Int, let section = entry["section"] as? String,
                let markdown = entry["markdown"] as? String, let html = entry["html"] as? String
            else { return nil }
            return Example(number: number, section: section, markdown: markdown, html: html)
        }
    }

    func test_fixture_holdsEveryExtensionSection() throws {
        let sections = Set(try Self.examples().map(\.section))
        XCTAssertEqual(
            sections,
            [
                "Tables (extension)", "Task list items (extension)", "Strikethrough (extension)",
                "Autolinks (extension)", "Disallowed Raw HTML (extension)",
            ])
    }

    func test_specExamples_renderTheTextGitHubShows() throws {
        let examples = try Self.examples()
        let divergent = Self.knownDivergences.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let landing = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Application/Markdown/Markdown.docc/Markdown.md"),
            encoding: .utf8)
        let stated = "\(examples.count - divergent.count) of the \(examples.count) GitHub Flavored Markdown examples"
        XCTAssertTrue(landing.contains(stated), "Markdown.md must say \(stated)")
        var failures: [String] = []
        var unexpectedPasses: [Int] = []
        for example in examples {
            let rendered = MarkdownRenderer.lines(example.markdown, width: 200, showsAddresses: false)
            let actual = CommonMarkSpecTests.visibleText(ofLines: rendered)
            let expected = CommonMarkSpecTests.visibleText(ofHTML: example.html)
            let matches = actual == expected
            if divergent.contains(example.number) {
                if matches { unexpectedPasses.append(example.number) }
            } else if !matches {
                failures.append("#\(example.number) (\(example.section)): expected «\(expected)», got «\(actual)»")
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) examples differ:\n" + failures.joined(separator: "\n"))
        XCTAssertTrue(unexpectedPasses.isEmpty, "now pass, remove from knownDivergences: \(unexpectedPasses)")
    }
}
