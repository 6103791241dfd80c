import XCTest

@testable import Markdown

/// An HTML block's end marker, looked for in the bytes of an ASCII line, is found where `Character`s find it.
final class MarkdownHTMLBlockTests: XCTestCase {
    /// What each kind's end is when `Character`s are searched.
    private func isEndByCharacters(_ block: MarkdownHTMLBlock, _ line: String) -> Bool {
        switch block {
        case .raw(let name): line.lowercased().contains("</\(name)>")
        case .comment: line.contains("-->")
        case .processingInstruction: line.contains("?>")
        case .declaration: line.contains(">")
        case .characterData: line.contains("]]>")
        case .blockTag, .anyTag: false
        }
    }

    func test_isEnd_isWhereCharactersFindTheMarker() {
        let pieces = [
            "-", "->", "-->", "?", ">", "]", "]]", "</", "pre", "PRE", "Script", "<", "a", " ", "\u{301}", "é",
        ]
        let blocks: [MarkdownHTMLBlock] = [
            .raw(name: "pre"), .raw(name: "script"), .comment, .processingInstruction, .declaration, .characterData,
            .blockTag, .anyTag,
        ]
        var generator = SeededGenerator(seed: 2026_11_29_7)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            let block = blocks[Int.random(in: 0..<blocks.count, using: &generator)]
            XCTAssertEqual(block.isEnd(line), isEndByCharacters(block, line), "\(block) \(line.debugDescription)")
        }
        XCTAssertFalse(MarkdownHTMLBlock.comment.isEnd("--\u{301}>"))
        XCTAssertTrue(MarkdownHTMLBlock.raw(name: "pre").isEnd("x </PRE> y"))
    }
}
