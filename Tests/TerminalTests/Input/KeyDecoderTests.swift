import XCTest

@testable import Terminal

final class KeyDecoderTests: XCTestCase {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    func test_decode_printableCharacters() {
        XCTAssertEqual(decode("q/"), [.character("q"), .character("/")])
    }

    func test_decode_multibyteCharacters() {
        XCTAssertEqual(decode("é漢🚀"), [.character("é"), .character("漢"), .character("🚀")])
    }

    func test_decode_carriageReturnAndLineFeedAreEnter() {
        XCTAssertEqual(decode([0x0D, 0x0A]), [.enter, .enter])
    }

    func test_decode_deleteAndBackspaceBytesAreBackspace() {
        XCTAssertEqual(decode([0x7F, 0x08]), [.backspace, .backspace])
    }

    func test_decode_tab() {
        XCTAssertEqual(decode([0x09]), [.tab])
    }

    func test_decode_controlCIsInterrupt() {
        XCTAssertEqual(decode([0x03]), [.interrupt])
    }

    func test_decode_controlDIsControlD() {
        XCTAssertEqual(decode([0x04]), [.control("d")])
    }

    func test_decode_arrowsInControlSequenceForm() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
    }

    func test_decode_arrowsInSingleShiftForm() {
        XCTAssertEqual(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"), [.up, .down, .right, .left])
    }

    func test_decode_arrowWithModifierIsStillArrow() {
        XCTAssertEqual(decode("\u{1B}[1;5A"), [.up])
    }

    func test_decode_pageUpAndPageDown() {
        XCTAssertEqual(decode("\u{1B}[5~\u{1B}[6~"), [.pageUp, .pageDown])
    }

    func test_decode_homeInEveryForm() {
        XCTAssertEqual(decode("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~"), [.home, .home, .home, .home])
    }

    func test_decode_endInEveryForm() {
        XCTAssertEqual(decode("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~"), [.end, .end, .end, .end])
    }

    func test_decode_delete() {
        XCTAssertEqual(decode("\u{1B}[3~"), [.delete])
    }

    func test_decode_unknownControlSequenceIsSwallowedWhole() {
        XCTAssertEqual(decode("\u{1B}[15~x\u{1B}[299~y\u{1B}OPz"), [.character("x"), .character("y"), .character("z")])
    }

    func test_decode_malformedSequenceDoesNotLeakCharacters() {
        XCTAssertEqual(decode("\u{1B}[12\u{07}q"), [.control("g"), .character("q")])
    }

    func test_decode_overlongSequenceIsDiscarded() {
        let keys = decode("\u{1B}[" + String(repeating: "1", count: 40) + "Ax")
        XCTAssertFalse(keys.contains(.character("1")))
        XCTAssertEqual(keys.last, .character("x"))
    }

    func test_decode_sequenceSplitAcrossReads() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.decode(Array("[".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("5".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("~j".utf8)), [.pageUp, .character("j")])
    }

    func test_decode_singleShiftSplitAcrossReads() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}O".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("B".utf8)), [.down])
    }

    func test_decode_multibyteCharacterSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("漢".utf8)
        XCTAssertEqual(decoder.decode(bytes.prefix(1)), [])
        XCTAssertEqual(decoder.decode(bytes.dropFirst()), [.character("漢")])
    }

    func test_decode_invalidUTF8IsSkipped() {
        XCTAssertEqual(decode([0xFF, 0xC3, 0x41]), [.character("A")])
    }

    func test_hasPendingEscape_trueAfterLoneEscape() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B])
        XCTAssertTrue(decoder.hasPendingEscape)
    }

    func test_hasPendingEscape_falseAfterCompleteSequence() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}[A".utf8))
        XCTAssertFalse(decoder.hasPendingEscape)
    }

    func test_flushPendingEscape_reportsEscape() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B])
        XCTAssertEqual(decoder.flushPendingEscape(), [.escape])
        XCTAssertFalse(decoder.hasPendingEscape)
    }

    func test_flushPendingEscape_reportsEscapeThenTheRest() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}[".utf8))
        XCTAssertEqual(decoder.flushPendingEscape(), [.escape, .character("[")])
    }

    func test_flushPendingEscape_withoutPendingEscapeReturnsNothing() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("a".utf8))
        XCTAssertEqual(decoder.flushPendingEscape(), [])
    }

    func test_decode_escapeFollowedByKeyIsEscapeThenKey() {
        XCTAssertEqual(decode("\u{1B}q"), [.escape, .character("q")])
    }

    func test_decode_doubleEscapeReportsFirstAndKeepsSecondPending() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B, 0x1B]), [.escape])
        XCTAssertTrue(decoder.hasPendingEscape)
    }

    func test_bracketedPaste_isOnePasteNeverKeys() {
        XCTAssertEqual(
            decode("a\u{1B}[200~q\r/x\u{1B}[B\u{03}\u{1B}[201~b"),
            [.character("a"), .paste("q\r/x\u{1B}[B\u{03}"), .character("b")])
    }

    func test_bracketedPaste_spanningReads_waitsForTheEndMark() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~jj\u{1B}".utf8)), [])
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.decode(Array("[20".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("1~k".utf8)), [.paste("jj"), .character("k")])
    }

    func test_bracketedPaste_escapeInsideIsText() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~\u{1B}[2".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("x\u{1B}[201~".utf8)), [.paste("\u{1B}[2x")])
    }

    func test_bracketedPaste_keepsAtMostTheLimit() {
        let long = String(repeating: "a", count: KeyDecoder.maximumPasteLength + 100)
        XCTAssertEqual(
            decode("\u{1B}[200~" + long + "\u{1B}[201~q"),
            [.paste(String(repeating: "a", count: KeyDecoder.maximumPasteLength)), .character("q")])
    }
}
