import StyledText
import XCTest

@testable import Markdown

/// The renderer on what GitHub adds to CommonMark or reads its own way: alerts, emoji shortcodes, task lists,
/// tables measured on their visible text, HTML blocks, reference definitions after them, relative links and long
/// code lines.
final class GitHubMarkdownTests: XCTestCase {
    private func render(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownRenderer.lines(markdown, width: width).map(\.text)
    }

    private func style(of text: String, in lines: [StyledLine]) -> TextStyle? {
        lines.flatMap(\.spans).first { $0.text.contains(text) }?.style
    }

    func test_alert_showsItsTitleInsteadOfTheMarker_behindTheQuoteBar() {
        XCTAssertEqual(
            render("> [!WARNING]\n> Back up first.\n\nAfter."), ["│ Warning", "│ Back up first.", "", "After."])
    }

    func test_alert_titleIsBoldInTheKindsColour() {
        let lines = MarkdownRenderer.lines("> [!TIP]\n> Use a token.", width: 40)
        XCTAssertEqual(style(of: "Tip", in: lines), TextStyle(isBold: true, foreground: .green))
        XCTAssertEqual(lines.first?.spans.first?.style.foreground, .green)
    }

    func test_alertMarker_isReadInAnyCase_forEveryKind() {
        let titles = [
            "note": "Note", "Tip": "Tip", "IMPORTANT": "Important", "wArNiNg": "Warning", "caution": "Caution",
        ]
        for (marker, title) in titles {
            XCTAssertEqual(render("> [!\(marker)]\n> text").first, "│ \(title)", marker)
        }
    }

    func test_alertMarker_withTextOnItsLine_orAnUnknownKind_staysAQuote() {
        XCTAssertEqual(render("> [!NOTE] read this"), ["│ [!NOTE] read this"])
        XCTAssertEqual(render("> [!HINT]\n> text"), ["│ [!HINT] text"])
    }

    func test_alertInsideAListItem_isACalloutToo() {
        XCTAssertEqual(render("- > [!NOTE]\n  > inside"), ["• │ Note", "  │ inside"])
    }

    func test_emojiShortcodes_becomeEmoji_unknownOnesStayAsWritten() {
        XCTAssertEqual(
            render("Made with :heart: and :rocket: :not_a_code: 10:30:00", width: 60),
            [
                "Made with ❤️ and 🚀 :not_a_code: 10:30:00"
            ])
    }

    func test_emojiShortcodes_insideAWordOrANumber_stayAsWritten() {
        XCTAssertEqual(
            render("at 10:100:20 and a:heart:b, but (:heart:) and :+1::tada:"),
            [
                "at 10:100:20 and a:heart:b, but (❤️) and", "👍🎉",
            ])
    }

    func test_emojiShortcodes_stayAsWrittenInCodeAndInAddresses() {
        XCTAssertEqual(render("`:heart:`\n\n```\n:heart:\n```", width: 40), [":heart:", "", "  :heart:"])
        XCTAssertEqual(
            render("[a](https://x.org/:heart:/) <https://y.org/:heart:>", width: 80),
            [
                "a (https://x.org/:heart:/) https://y.org/:heart:"
            ])
    }

    func test_emojiShortcodes_workInHeadingsAndLinkText() {
        XCTAssertEqual(
            render("## :tada: Done\n\n[:+1:](https://x.org)"), ["🎉 Done", "───────", "", "👍 (https://x.org)"])
    }

    func test_taskList_showsCheckboxesInsteadOfBullets() {
        let lines = MarkdownRenderer.lines("- [ ] open\n- [x] done\n- [X] also done\n- plain", width: 40)
        XCTAssertEqual(lines.map(\.text), ["[ ] open", "[✓] done", "[✓] also done", "• plain"])
        XCTAssertEqual(style(of: "[✓]", in: lines)?.isBold, true)
    }

    func test_taskList_boxesUseCharactersWhoseWidthTerminalsAgreeOn() {
        for character in "[ ] [✓] " {
            XCTAssertFalse(DisplayWidth.isDisputed(character), "\(character)")
            XCTAssertEqual(DisplayWidth.of(character), 1)
        }
    }

    func test_taskList_longItemWrapsUnderItsText_andOrderedItemsKeepTheirNumber() {
        XCTAssertEqual(render("- [x] one two three four", width: 12), ["[✓] one two", "    three", "    four"])
        XCTAssertEqual(render("1. [ ] first\n2. [x] second"), ["1. [ ] first", "2. [✓] second"])
    }

    func test_bracketsThatAreNotABox_stayText() {
        XCTAssertEqual(render("- [y] maybe\n- [ ]\n- [x]done"), ["• [y] maybe", "• [ ]", "• [x]done"])
    }

    func test_htmlComment_withBlankLines_isDroppedWhateverItHolds() {
        let markdown = "Before\n\n<!--\n# Not a heading\n\n- [ ] hidden\n\n-->\nAfter"
        XCTAssertEqual(render(markdown), ["Before", "", "After"])
    }

    func test_htmlComment_endsAQuoteOrListItem_ratherThanContinuingItsParagraph() {
        XCTAssertEqual(render("> quoted\n<!--\n\nhidden\n-->\nafter"), ["│ quoted", "", "after"])
        XCTAssertEqual(render("- item\n<!-- hidden -->"), ["• item"])
    }

    func test_htmlCommentOnOneLine_andOtherNonTextBlocks_leaveNoBlankRows() {
        XCTAssertEqual(render("a\n\n<!-- note -->\n\n<?php x ?>\n\n<!DOCTYPE html>\n\nb"), ["a", "", "b"])
        XCTAssertEqual(render("<script>\nalert(1)\n\n</script>\nshown"), ["shown"])
    }

    func test_tagWrittenOverSeveralLines_isRemoved_keepingTheImagesAltText() {
        let markdown = """
            <p align="center">
              <a href="https://example.org"
              ><img
                src="logo.png" alt="Logo"
              /></a>
            </p>

            Text.
            """
        XCTAssertEqual(render(markdown), ["Logo", "", "Text."])
    }

    func test_htmlBlockOfTagsOnly_takesNoRoom() {
        XCTAssertEqual(render("# T\n\n<div align=\"center\">\n</div>\n\nText"), ["T", "═", "", "Text"])
    }

    func test_anyTagAloneOnItsLine_startsABlock_butDoesNotInterruptAParagraph() {
        XCTAssertEqual(render("<span class=\"x\">\n> not a quote\n"), ["> not a quote"])
        XCTAssertEqual(render("text\n<span>\nmore"), ["text more"])
    }

    func test_referenceDefinition_rightAfterAnHTMLBlock_isRecognised() {
        let markdown = """
            See the [official website][docker-www].

            <!-- links -->
            [docker-www]: https://www.docker.com
            """
        XCTAssertEqual(render(markdown, width: 80), ["See the official website (https://www.docker.com)."])
    }

    func test_referenceDefinition_withItsDestinationOnTheNextLine_isRecognised() {
        XCTAssertEqual(
            render("[site]\n\n[site]:\n  https://x.org\n\nafter", width: 80), ["site (https://x.org)", "", "after"])
    }

    func test_referenceDefinition_withALabelBeyondASCII_isRecognised() {
        XCTAssertEqual(render("[café]\n\n[café]: https://x.org", width: 80), ["café (https://x.org)"])
    }

    func test_referenceDefinition_afterAHeadingOrACodeBlockOrATable_isRecognised() {
        let markdown =
            "[a] [b] [c]\n\n# H\n[a]: https://a.org\n```\nx\n```\n[b]: https://b.org\n|x|\n|-|\n[c]: https://c.org"
        XCTAssertEqual(
            render(markdown, width: 80).first, "a (https://a.org) b (https://b.org) c (https://c.org)")
        XCTAssertFalse(render(markdown, width: 80).contains { $0.contains("]:") })
    }

    func test_tableCell_showsALinksNumber_andTheAddressIsListedUnderTheTable() {
        let markdown = """
            | Tool | Install |
            |------|---------|
            | [cli](https://example.org/a/very/long/address) | `brew install cli` |
            | [web](https://example.org/web) | `npm i web` |
            | [again](https://example.org/web) | none |
            """
        XCTAssertEqual(
            render(markdown, width: 40),
            [
                "Tool      │ Install", "──────────┼─────────────────", "cli [1]   │ brew install cli",
                "web [2]   │ npm i web", "again [2] │ none", "", "[1] https://example.org/a/very/long/addr",
                "ess", "[2] https://example.org/web",
            ])
    }

    func test_tableWhoseVisibleTextFits_isNotCut() {
        let markdown = "| a | b |\n|---|---|\n| [x](https://example.org/\(String(repeating: "p", count: 60))) | y |"
        let lines = render(markdown, width: 20)
        XCTAssertFalse(lines.prefix(3).contains { $0.contains("…") }, "\(lines)")
        XCTAssertEqual(lines[2], "x [1] │ y")
    }

    func test_tableWiderThanTheScreen_wrapsItsCellsWithinTheirColumns_andKeepsEveryWord() {
        let markdown = """
            | API | Description | Auth | HTTPS | CORS | Link |
            |---|---|---|---|---|---|
            | Cat Facts | Daily cat facts for people who like cats a great deal | `apiKey` | Yes | Unknown | [docs](https://x.org/cats) |
            | Dogs | Pictures of dogs | No | Yes | Yes | [docs](https://x.org/dogs) |
            """
        let lines = render(markdown, width: 50)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 50 }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("…") }, "\(lines)")
        let words = lines.joined(separator: " ").split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        for word in ["Daily", "cat", "facts", "people", "great", "deal", "apiKey", "Unknown", "Pictures", "dogs"] {
            XCTAssertTrue(words.contains(Substring(word)), "\(word) in \(lines)")
        }
        XCTAssertTrue(lines.contains("[1] https://x.org/cats"), "\(lines)")
        let ruled = lines.filter { $0.contains("┼") }
        XCTAssertEqual(ruled.count, 2, "under the header and between the two rows: \(lines)")
        XCTAssertTrue(
            lines.filter { !$0.isEmpty && !$0.contains("┼") && !$0.hasPrefix("[") }.allSatisfy { $0.contains("│") })
    }

    func test_tableWithAWordWiderThanItsColumn_continuesTheWordOnTheNextRow() {
        let lines = render("| a | b |\n|---|---|\n| \(String(repeating: "w", count: 30)) | y |", width: 20)
        XCTAssertEqual(lines.filter { $0.contains("w") }.joined().filter { $0 == "w" }.count, 30, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
    }

    func test_tableTooWideForItsColumns_leavesOutTheLastOnes_andSaysSo() {
        let header = (1...30).map { "h\($0)" }.joined(separator: " | ")
        let markdown =
            "| \(header) |\n|" + String(repeating: "---|", count: 30) + "\n| " + String(repeating: "x | ", count: 30)
        let lines = render(markdown, width: 40)
        XCTAssertTrue(
            lines.joined(separator: " ").contains("(18 more columns not shown: the screen is too narrow)"), "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("h1│h2│"), "\(lines)")
    }

    func test_tableWithoutAddresses_listsNothingUnderIt() {
        XCTAssertEqual(
            MarkdownRenderer.lines("| a |\n|---|\n| [x](https://y.org) |", width: 40, showsAddresses: false).map(
                \.text),
            ["a", "─", "x"])
    }

    private let base = MarkdownLinkBase(repositoryURL: "https://github.com/owner/name/", branch: "main")

    func test_relativeLink_isResolvedUnderTheRepositorysDefaultBranch() {
        XCTAssertEqual(
            base.resolved("docs/Getting.md"), "https://github.com/owner/name/blob/main/docs/Getting.md")
        XCTAssertEqual(base.resolved("./README.zh-CN.md"), "https://github.com/owner/name/blob/main/README.zh-CN.md")
        XCTAssertEqual(base.resolved("/LICENSE"), "https://github.com/owner/name/blob/main/LICENSE")
    }

    func test_relativeLink_keepsItsQueryAndFragment_andADirectoryOpensAsATree() {
        XCTAssertEqual(base.resolved("docs/a.md#usage"), "https://github.com/owner/name/blob/main/docs/a.md#usage")
        XCTAssertEqual(base.resolved("docs/?x=1"), "https://github.com/owner/name/tree/main/docs?x=1")
        XCTAssertEqual(base.resolved("."), "https://github.com/owner/name/tree/main")
    }

    func test_dotDotSegments_areNormalised_andNeverLeaveTheRepository() {
        XCTAssertEqual(base.resolved("docs/../src/./main.c"), "https://github.com/owner/name/blob/main/src/main.c")
        XCTAssertEqual(base.resolved("../../../etc/passwd"), "https://github.com/owner/name/blob/main/etc/passwd")
    }

    func test_absoluteAddressesAndFragments_stayAsWritten() {
        for address in ["https://x.org/a", "mailto:a@b.org", "#install", "//cdn.example.org/x.js", "HTTP://X.ORG"] {
            XCTAssertEqual(base.resolved(address), address)
        }
    }

    func test_renderer_showsRelativeLinksResolved_andAbsoluteOnesAsWritten() {
        let lines = MarkdownRenderer.lines(
            "[Guide](docs/Guide.md) [Site](https://x.org) [Up](#top)", width: 200, linkBase: base
        ).map(\.text)
        XCTAssertEqual(
            lines,
            ["Guide (https://github.com/owner/name/blob/main/docs/Guide.md) Site (https://x.org) Up (#top)"])
    }

    func test_renderer_withoutABase_showsRelativeLinksAsWritten() {
        XCTAssertEqual(render("[Guide](docs/Guide.md)"), ["Guide (docs/Guide.md)"])
    }

    func test_codeLineWiderThanTheScreen_continuesOnMarkedRows_brokenAfterASpace() {
        let markdown = "```\ncurl -fsSL https://example.org/install.sh | sh -s -- --yes\n```"
        XCTAssertEqual(
            render(markdown, width: 30),
            ["  curl -fsSL ", "↳ https://example.org/install.", "↳ sh | sh -s -- --yes"])
    }

    func test_codeLineWiderThanTheScreen_losesNoCharacter() {
        let command = "docker run --rm -it -v \"$PWD\":/work -w /work ghcr.io/owner/image:latest make all"
        let rows = render("```\n\(command)\n```", width: 24)
        XCTAssertTrue(rows.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(rows)")
        XCTAssertEqual(rows.map { String($0.dropFirst(2)) }.joined(), command)
        XCTAssertEqual(rows.dropFirst().map { String($0.prefix(2)) }, Array(repeating: "↳ ", count: rows.count - 1))
    }

    func test_codeRows_splitAWordOnlyWhenItIsWiderThanARow_andKeepTheIndentation() {
        XCTAssertEqual(MarkdownRenderer.codeRows("    abcdefghij klm", toWidth: 8), ["    abcd", "efghij ", "klm"])
        XCTAssertEqual(MarkdownRenderer.codeRows("", toWidth: 8), [""])
        XCTAssertEqual(MarkdownRenderer.codeRows("日本語です", toWidth: 5), ["日本", "語で", "す"])
    }

    func test_codeContinuationMarker_hasAWidthTerminalsAgreeOn() {
        XCTAssertFalse(DisplayWidth.isDisputed("↳"))
        XCTAssertEqual(DisplayWidth.of("↳"), 1)
    }

    func test_htmlLineStartingWithAComment_showsWhatFollowsTheComment() {
        let markdown = """
            <!-- backers --><a href="https://x.org/1"><img alt="Ada" src="a.png"></a><a href="https://x.org/2"><img alt="Bo" src="b.png"></a>

            after
            """
        XCTAssertEqual(render(markdown, width: 40), ["Ada Bo", "", "after"])
    }

    func test_commentOverSeveralLines_hidesOnlyItself() {
        XCTAssertEqual(render("<!--\nhidden\n\nstill hidden\n--> shown\n\nnext", width: 40), ["shown", "", "next"])
        XCTAssertEqual(render("<!-- only a comment -->\n\nnext", width: 40), ["next"])
    }

    func test_adjacentImages_areSetApart() {
        XCTAssertEqual(
            render("![User avatar: Ada L](a.png)![User avatar: Bo K](b.png)", width: 80),
            ["User avatar: Ada L User avatar: Bo K"])
        XCTAssertEqual(render("<img alt=\"A\" src=\"a\"><img alt=\"B\" src=\"b\">text", width: 80), ["A B text"])
    }

    func test_imageWithoutAltText_showsItsFileName_dimmed() {
        let lines = MarkdownRenderer.lines(
            "![](https://x.org/img/logo-dark.svg?raw=true) and <img src=\"docs/shot.png\">", width: 80)
        XCTAssertEqual(lines.map(\.text), ["logo-dark.svg and shot.png"])
        XCTAssertTrue(lines[0].spans.contains { $0.text == "logo-dark.svg" && $0.style.isDim })
    }
}
