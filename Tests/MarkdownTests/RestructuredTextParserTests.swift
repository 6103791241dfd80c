import StyledText
import XCTest

@testable import Markdown

/// The reStructuredText subset READMEs use becomes the same blocks as Markdown.
final class RestructuredTextParserTests: XCTestCase {
    private func blocks(_ text: String) -> [MarkdownBlock] {
        var parser = RestructuredTextParser()
        return parser.parse(text)
    }

    func test_sectionTitles_takeLevelsInTheOrderTheirStylesAppear() {
        let text = "=======\nProject\n=======\n\nIntro.\n\nUsage\n-----\n\nMore\n~~~~\n\nAgain\n-----\n"
        XCTAssertEqual(
            blocks(text),
            [
                .heading(level: 1, text: "Project"), .paragraph("Intro\\."), .heading(level: 2, text: "Usage"),
                .heading(level: 3, text: "More"), .heading(level: 2, text: "Again"),
            ])
    }

    func test_paragraphEndingInDoubleColon_introducesALiteralBlock() {
        XCTAssertEqual(
            blocks("Install it::\n\n    pip install thing\n      --upgrade\n\nDone.\n"),
            [.paragraph("Install it\\:"), .code(["pip install thing", "  --upgrade"]), .paragraph("Done\\.")])
        XCTAssertEqual(blocks("Example ::\n\n  x = 1\n"), [.paragraph("Example"), .code(["x = 1"])])
        XCTAssertEqual(blocks("::\n\n  x = 1\n"), [.code(["x = 1"])])
    }

    func test_lists_bulletAndEnumerated() {
        XCTAssertEqual(
            blocks("- one\n- two\n  continued\n\n1. first\n2. second\n"),
            [
                .list(start: nil, items: [[.paragraph("one")], [.paragraph("two\ncontinued")]]),
                .list(start: 1, items: [[.paragraph("first")], [.paragraph("second")]]),
            ])
    }

    func test_directives_imageCodeAndAdmonitions() {
        let text = """
            .. image:: https://example.com/badge.svg
               :alt: build status
               :target: https://ci.example.com

            .. code-block:: python

               print("hi")

            .. note:: Read this.

            .. _docs: https://docs.example.com

            .. |logo| image:: logo.png

            .. a comment
               over two lines
            """
        XCTAssertEqual(
            blocks(text),
            [
                .paragraph("[![build status](<https://example.com/badge.svg>)](<https://ci.example.com>)"),
                .code(["print(\"hi\")"]),
                .quote([.paragraph("**Note**"), .paragraph("Read this\\.")]),
            ])
    }

    func test_inlineMarkup_becomesMarkdown() {
        let parser = RestructuredTextParser()
        XCTAssertEqual(parser.inline("use ``pip install`` now"), "use ` pip install ` now")
        XCTAssertEqual(parser.inline("*very* **much**"), "*very* **much**")
        XCTAssertEqual(parser.inline("see `the docs <https://x.org/>`_."), "see [the docs](<https://x.org/>)\\.")
        XCTAssertEqual(parser.inline("a :code:`x()` b"), "a ` x() ` b")
        XCTAssertEqual(parser.inline("2 * 3 = 6 [sic]"), "2 \\* 3 \\= 6 \\[sic\\]")
    }

    func test_namedReferences_useTheirTargets() {
        XCTAssertEqual(
            blocks("Read the docs_ or `User Guide`_.\n\n.. _docs: https://d.org\n.. _user guide: https://u.org\n"),
            [.paragraph("Read the [docs](<https://d.org>) or [User Guide](<https://u.org>)\\.")])
    }

    func test_titleUnderline_shorterThanTheTitle_stillMakesATitle_whenItIsFourOrLonger() {
        XCTAssertEqual(
            blocks("Installation\n-----\n\nText.\n\n中文标题\n----\n\nShort\n---\n"),
            [
                .heading(level: 1, text: "Installation"), .paragraph("Text\\."), .heading(level: 1, text: "中文标题"),
                .paragraph("Short\n\\-\\-\\-"),
            ])
    }

    func test_substitutions_showTheirImageOrText_andLinkWhereTheyAreReferences() {
        let text = """
            |logo| |build|_ |name|

            .. |logo| image:: https://x.org/logo.svg
               :target: https://x.org
               :alt: Logo
            .. |build| image:: https://ci.org/badge.svg
            .. |name| replace:: *Thing*
            .. _build: https://ci.org/runs
            """
        XCTAssertEqual(
            ReadmeRenderer.lines(text, fileName: "README.rst", width: 80, showsAddresses: false).map(\.text),
            ["Logo build Thing"])
    }

    func test_linkWithItsAddress_showsItsTextOnly() {
        let lines = ReadmeRenderer.lines(
            "See `the guide\n<https://x.org/guide>`_ and (`more <https://x.org/m>`_).\n", fileName: "README.rst",
            width: 80, showsAddresses: false)
        XCTAssertEqual(lines.map(\.text), ["See the guide and (more)."])
    }

    func test_transition_betweenParagraphs_isAThematicBreak() {
        XCTAssertEqual(
            blocks("One.\n\n------\n\nTwo.\n"), [.paragraph("One\\."), .thematicBreak, .paragraph("Two\\.")])
    }

    func test_transition_isDrawnAsMarkdownDrawsAThematicBreak() {
        let restructured = ReadmeRenderer.lines("One.\n\n======\n\nTwo.\n", fileName: "README.rst", width: 40)
        let markdown = ReadmeRenderer.lines("One.\n\n---\n\nTwo.\n", fileName: "README.md", width: 40)
        XCTAssertEqual(restructured, markdown)
    }

    /// pytest's README: a logo, then a transition, then the badges.
    func test_transition_afterAnImageDirective_isAThematicBreak() {
        let text = """
            .. image:: https://x.org/logo.svg
               :target: https://x.org/
               :alt: pytest


            ------

            .. image:: https://x.org/badge.svg
                :target: https://x.org/pypi
            """
        XCTAssertEqual(
            blocks(text),
            [
                .paragraph("[![pytest](<https://x.org/logo.svg>)](<https://x.org/>)"), .thematicBreak,
                .paragraph("[![](<https://x.org/badge.svg>)](<https://x.org/pypi>)"),
            ])
    }

    func test_adornmentLineWithTextRightAfterIt_isNotATransition() {
        XCTAssertEqual(blocks("One.\n\n----\nTwo.\n"), [.paragraph("One\\."), .paragraph("\\-\\-\\-\\-\nTwo\\.")])
    }

    func test_referenceWhoseAddressContinuesOnTheNextLine_keepsItsTextAndTheJoinedAddress() {
        XCTAssertEqual(
            blocks("See `the guide <https://x.org/\nguide>`_ now.\n"),
            [.paragraph("See [the guide](<https://x.org/guide>) now\\.")])
        let lines = ReadmeRenderer.lines(
            "See `the guide <https://x.org/\nguide>`_ now.\n", fileName: "README.rst", width: 80)
        XCTAssertEqual(lines.map(\.text), ["See the guide (https://x.org/guide) now."])
    }

    /// pytest's README: a list item whose reference has its address on the item's next line.
    func test_referenceWhoseAddressStartsTheNextLineOfAListItem_keepsItsTextAndAddress() {
        let text = "- `Auto-discovery\n  <https://x.org/discovery>`_\n  of test modules and functions\n"
        XCTAssertEqual(
            ReadmeRenderer.lines(text, fileName: "README.rst", width: 80).map(\.text),
            ["• Auto-discovery (https://x.org/discovery) of test modules and functions"])
    }

    func test_blockQuote_isOneQuoteOfItsDedentedText() {
        XCTAssertEqual(
            blocks("Intro.\n\n   Quoted text\n   on two lines.\n"),
            [.paragraph("Intro\\."), .quote([.paragraph("Quoted text\non two lines\\.")])])
    }

    func test_hostileInput_isReadInLinearTimeAndBoundedDepth() {
        let stars = String(repeating: "*a ", count: 20_000)
        XCTAssertEqual(blocks(stars).count, 1)
        let nested = (0..<200).map { String(repeating: " ", count: $0) + "- x" }.joined(separator: "\n")
        XCTAssertFalse(blocks(nested).isEmpty)
    }
}
