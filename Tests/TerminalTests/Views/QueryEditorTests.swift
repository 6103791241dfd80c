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

    func test_up_recallsOlderSuggestions_andDownComesBackToWhatWasTyped() {
        var editor = QueryEditor(text: "va")
        editor.suggestions = ["vapor", "vault"]
        _ = editor.handle(.up)
        XCTAssertEqual(editor.text, "vapor")
        _ = editor.handle(.up)
        _ = editor.handle(.up)
        XCTAssertEqual(editor.text, "vault", "the oldest suggestion stays at the top")
        _ = editor.handle(.down)
        XCTAssertEqual(editor.text, "vapor")
        _ = editor.handle(.down)
        XCTAssertEqual(editor.text, "va")
        XCTAssertNil(editor.recalled)
    }

    func test_typingAfterARecall_editsTheRecalledText_andSuggestsForIt() {
        var editor = QueryEditor()
        XCTAssertEqual(editor.suggestionPrefix, "", "before typing every recent search is suggested")
        editor.suggestions = ["vapor"]
        _ = editor.handle(.up)
        _ = editor.handle(.character("!"))
        XCTAssertEqual(editor.text, "vapor!")
        XCTAssertNil(editor.recalled)
        XCTAssertEqual(editor.suggestionPrefix, "vapor!")
    }

    func test_up_withoutSuggestions_keepsTheText() {
        var editor = QueryEditor(text: "swift")
        _ = editor.handle(.up)
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
