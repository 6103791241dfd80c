import Domain
import XCTest

@testable import Terminal

/// Piped, a repository is one line of five tab-separated cells, each one safe line.
final class RepositoryLineTests: XCTestCase {
    func test_line_hasFiveTabSeparatedColumns() {
        XCTAssertEqual(
            ListTableFormatter.line(for: CommandFixtures.repository(), columns: RepositoryColumns.piped),
            "octo/widget\t1234\t56\tSwift\tA widget.")
    }

    func test_line_missingLanguageAndDescriptionAreEmptyColumns() {
        let line = ListTableFormatter.line(
            for: CommandFixtures.repository(description: nil, language: nil), columns: RepositoryColumns.piped)

        XCTAssertEqual(line, "octo/widget\t1234\t56\t\t")
    }

    func test_line_descriptionStaysOneSafeCell() {
        let hostile = "  evil\u{1b}]0;pwned\u{07}\t tab\n\nline \u{1b}[2J end  "

        let line = ListTableFormatter.line(
            for: CommandFixtures.repository(description: hostile), columns: RepositoryColumns.piped)

        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" })
        XCTAssertEqual(line.components(separatedBy: "\t").count, 5)
        XCTAssertEqual(line.components(separatedBy: "\t").last, "evil^[]0;pwned^G tab line ^[[2J end")
    }

    func test_text_endsEveryRowWithALineBreak() {
        let text = ListTableFormatter.lines(
            for: [CommandFixtures.repository("a/b"), CommandFixtures.repository("c/d")],
            columns: RepositoryColumns.piped)

        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 3)
        XCTAssertTrue(text.hasSuffix("\n"))
        XCTAssertEqual(ListTableFormatter.lines(for: [GithubRepo](), columns: RepositoryColumns.piped), "")
    }
}
