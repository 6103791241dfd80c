import StyledText
import XCTest

@testable import Markdown

/// The last step of every README row: nothing unsafe, never wider than the screen, and a row of scalars of known
/// width measured in one pass.
final class MarkdownRowGuardTests: XCTestCase {
    private let bold = TextStyle(isBold: true)

    func test_simpleWidth_sumsPrintableASCIIAndScalarsOfKnownWidthOverTheRuns() {
        let line = StyledLine([("• ", bold), ("naïve", .plain), (" 漢字", .plain)])
        XCTAssertEqual(MarkdownRowGuard.simpleWidth(of: line), 2 + 5 + 5)
    }

    func test_simpleWidth_isNilWhenAScalarNeedsUnicodesTables() {
        XCTAssertNil(MarkdownRowGuard.simpleWidth(of: StyledLine([("ok ", .plain), ("👍", .plain)])))
        XCTAssertNil(MarkdownRowGuard.simpleWidth(of: StyledLine([("e", .plain), ("\u{301}", .plain)])))
    }

    func test_simpleWidth_isNilForAnUnsafeScalar() {
        XCTAssertNil(MarkdownRowGuard.simpleWidth(of: StyledLine("a\u{202E}b")))
        XCTAssertNil(MarkdownRowGuard.simpleWidth(of: StyledLine("a\u{1B}b")))
    }

    func test_guarded_keepsARowOfKnownWidthThatFitsAsItIs() {
        let line = StyledLine([("│ ", .plain), ("hello", bold)])
        XCTAssertEqual(MarkdownRowGuard.guarded(line, width: 7), line)
    }

    func test_guarded_cutsARowOfKnownWidthThatIsTooWide() {
        let line = StyledLine([("• ", bold), ("hello", .plain)])
        XCTAssertEqual(MarkdownRowGuard.guarded(line, width: 4).text, "• he")
    }

    func test_guarded_removesUnsafeScalarsInEveryRun() {
        let line = StyledLine([("a\u{202E}", .plain), ("b\u{1B}c", bold)])
        XCTAssertEqual(MarkdownRowGuard.guarded(line, width: 10), StyledLine([("a", .plain), ("bc", bold)]))
    }
}
