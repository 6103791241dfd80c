import XCTest

@testable import Terminal

final class QueryEditorTests: XCTestCase {
    func test_typing_insertsAtTheCursor() {
        var editor = QueryEditor(text: "swft")
        _ = editor.handle(.left)
        _ = editor.handle(.left)
        _ = editor.handle(.character("i"))

        XCTAssertEqual(editor.text, "swift")
    }

    func test_paste_insertsTextWithLineBreaksAsSpacesAndNoControls() {
        var editor = QueryEditor(text: "ab")
        _ = editor.handle(.left)

        XCTAssertEqual(editor.handle(.paste("x\ny\u{1B}[2J\tz\r")), .editing)

        XCTAssertEqual(editor.text, "ax y[2J z b")
    }

    func test_paste_stopsAtTheMaximumLength() {
        var editor = QueryEditor()
        _ = editor.handle(.paste(String(repeating: "a", count: 1000)))

        XCTAssertEqual(editor.text.count, QueryEditor.maximumLength)
    }

    func test_backspace_deletesBeforeTheCursor() {
        var editor = QueryEditor(text: "swiftt")
        _ = editor.handle(.backspace)

        XCTAssertEqual(editor.text, "swift")
    }

    func test_enter_submitsTheText() {
        var editor = QueryEditor(text: "")
        for character in "topic:cli" { _ = editor.handle(.character(character)) }

        XCTAssertEqual(editor.handle(.enter), .submitted("topic:cli"))
    }

    func test_escape_cancels() {
        var editor = QueryEditor(text: "x")

        XCTAssertEqual(editor.handle(.escape), .cancelled)
    }

    func test_qIsALetterWhileEditing() {
        var editor = QueryEditor()

        XCTAssertEqual(editor.handle(.character("q")), .editing)
        XCTAssertEqual(editor.text, "q")
    }

    func test_textIsCappedAtTheMaximumLength() {
        var editor = QueryEditor(text: String(repeating: "a", count: QueryEditor.maximumLength))
        _ = editor.handle(.character("b"))

        XCTAssertEqual(editor.text.count, QueryEditor.maximumLength)
    }
}
