import Foundation
import StyledText
import XCTest

@testable import Markdown

/// READMEs shaped like popular ones, rendered as `show` renders them, keep the words a reader sees on github.com.
///
/// `Fixtures/readmes/` holds READMEs written for this project (centred HTML headers with badges, comment lines
/// before linked avatars, wide tables of links, alerts, emoji, task lists, nested lists, code, `<details>`, a
/// translated README and a reStructuredText one) and, beside each, `NAME.github.txt`: the text GitHub's renderer
/// shows for it, written once by `make_github_text.py` (cmark-gfm with GitHub's extensions, docutils for
/// reStructuredText). Link addresses are left out on both sides. Set `README_WORDS_DIRECTORY` to a folder of other
/// READMEs prepared by the same script to print their figures too (nothing is asserted for those).
final class ReadmeWordsTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/readmes")

    /// The READMEs in `directory` that have GitHub's text beside them, with that text.
    private static func readmes(in directory: URL) throws -> [(name: String, text: String, github: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.filter { !$0.hasSuffix(".github.txt") && names.contains($0 + ".github.txt") }.map { name in
            (
                name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8),
                try String(contentsOf: directory.appendingPathComponent(name + ".github.txt"), encoding: .utf8)
            )
        }
    }

    /// Each README rendered at `width` and compared with GitHub's text.
    private static func comparisons(in directory: URL, width: Int) throws -> [(
        name: String, comparison: ReadmeWordComparison
    )] {
        try readmes(in: directory).map { readme in
            let lines = ReadmeRenderer.lines(readme.text, fileName: readme.name, width: width, showsAddresses: false)
            let shown = lines.map(\.text).joined(separator: "\n")
            return (readme.name, ReadmeWordComparison(shown: shown, github: readme.github))
        }
    }

    func test_fixtures_areThere() throws {
        let names = try Self.readmes(in: Self.fixtures).map(\.name)
        XCTAssertGreaterThanOrEqual(names.count, 6, "\(names)")
        XCTAssertTrue(names.contains { ReadmeFormat(fileName: $0) == .restructuredText }, "\(names)")
    }

    func test_at100Columns_githubsWordsAreShown_andNothingElse() throws {
        let results = try Self.comparisons(in: Self.fixtures, width: 100)
        let total = ReadmeWordComparison(pooling: results.map(\.comparison))
        XCTAssertGreaterThanOrEqual(total.recall, 0.995, "\(total.summary); missing: \(total.missingSample)")
        XCTAssertGreaterThanOrEqual(total.precision, 0.995, total.summary)
        for (name, comparison) in results {
            XCTAssertGreaterThanOrEqual(comparison.recall, 0.99, "\(name): \(comparison.summary)")
        }
    }

    func test_at80Columns_githubsWordsAreShown() throws {
        let total = ReadmeWordComparison(pooling: try Self.comparisons(in: Self.fixtures, width: 80).map(\.comparison))
        XCTAssertGreaterThanOrEqual(total.recall, 0.99, "\(total.summary); missing: \(total.missingSample)")
    }

    func test_noMarkupIsPrinted_atAnyWidth() throws {
        for width in [100, 80, 40] {
            for (name, comparison) in try Self.comparisons(in: Self.fixtures, width: width) {
                XCTAssertEqual(comparison.printedSyntax, [:], "\(name) at \(width) columns")
            }
        }
    }

    /// Prints the figures of the READMEs in `README_WORDS_DIRECTORY` (skipped when it is not set).
    func test_readmesElsewhere_figuresArePrinted() throws {
        guard let path = ProcessInfo.processInfo.environment["README_WORDS_DIRECTORY"] else {
            throw XCTSkip("README_WORDS_DIRECTORY is not set")
        }
        for width in [100, 80] {
            let results = try Self.comparisons(in: URL(fileURLWithPath: path), width: width)
            for (name, comparison) in results {
                let syntax = comparison.printedSyntax.isEmpty ? "" : " syntax printed: \(comparison.printedSyntax)"
                print("\(width) columns, \(name): \(comparison.summary)\(syntax)")
            }
            print("\(width) columns, all: \(ReadmeWordComparison(pooling: results.map(\.comparison)).summary)")
        }
    }
}
