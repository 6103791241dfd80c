import Application
import Domain
import Foundation
import StyledText
import XCTest

@testable import Terminal

final class AccountLayoutTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    private let quotas = RateLimitOverview(
        search: RateLimitStatus(
            limit: 30, remaining: 29, used: 1, resetAt: Date(timeIntervalSince1970: 3_600), resource: "search"),
        core: RateLimitStatus(
            limit: 5_000, remaining: 4_990, used: 10, resetAt: Date(timeIntervalSince1970: 7_200), resource: "core"))

    private func text(_ state: AccountViewState, width: Int = 80) -> [String] {
        AccountLayout.lines(for: state, width: width, timeZone: utc).map(\.text)
    }

    func test_signedIn_showsLoginNameTokenSourceAndQuotas() {
        var state = AccountViewState()
        state.account = .signedIn(
            Account(login: "octocat", name: "The Octocat", htmlURL: nil, publicRepositoryCount: 8))
        state.tokenSource = "GH_TOKEN"
        state.quotas = quotas

        let lines = text(state)

        XCTAssertEqual(lines.first, "Account: signed in as octocat (The Octocat)")
        XCTAssertTrue(lines.contains("Token: from GH_TOKEN"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Search: 29 of 30 left, resets") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Core: 4,990 of 5,000 left, resets") }, "\(lines)")
    }

    func test_anonymous_showsTheHintAndNoToken() {
        var state = AccountViewState()
        state.account = .anonymous
        state.hint = TokenDescription(.anonymousGithub).hint

        let lines = text(state)

        XCTAssertEqual(lines.first, "Account: anonymous (no token set)")
        XCTAssertTrue(lines.contains("Token: none"))
        XCTAssertTrue(lines.joined(separator: " ").contains("set GH_TOKEN or GITHUB_TOKEN"))
    }

    func test_loading_saysSoUntilTheAnswers() {
        var state = AccountViewState()
        state.isLoading = true

        let lines = text(state)

        XCTAssertEqual(lines.first, "Account: loading…")
        XCTAssertTrue(lines.contains("Quotas: loading…"))
    }

    func test_error_isShownInRedAndSanitised() {
        var state = AccountViewState()
        state.error = "GitHub refused the token: bad\u{1B}[2J; check GH_TOKEN"

        let lines = AccountLayout.lines(for: state, width: 80, timeZone: utc)
        let error = lines.last

        XCTAssertEqual(error?.spans.first?.style.foreground, .red)
        XCTAssertFalse(error?.text.unicodeScalars.contains { $0.value == 0x1B } ?? true, error?.text ?? "")
    }

    func test_hostileLoginAndName_reachNoEscapeSequence() {
        var state = AccountViewState()
        state.account = .signedIn(
            Account(login: "evil\u{1B}]0;title\u{07}", name: "\u{9B}2J", htmlURL: nil, publicRepositoryCount: 0))

        let joined = text(state).joined()

        XCTAssertFalse(joined.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, joined)
    }

    func test_narrowWidth_wrapsOrTruncatesEveryLine() {
        var state = AccountViewState()
        state.account = .anonymous
        state.tokenSource = "gh auth token (github.example.com)"
        state.quotas = quotas
        state.hint = TokenDescription(.anonymousGithub).hint

        for line in text(state, width: 24) {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 24, line)
        }
    }

    func test_wideCharacters_countTwoColumns() {
        var state = AccountViewState()
        state.account = .signedIn(Account(login: "octo", name: "日本語の名前です", htmlURL: nil, publicRepositoryCount: 0))

        for line in text(state, width: 20) {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 20, line)
        }
    }

    func test_draw_titleLinesAndKeyHintsIn40x10() {
        var state = AccountViewState()
        state.account = .anonymous
        state.quotas = quotas
        var buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 40))

        AccountLayout.draw(state, spinnerFrame: 0, timeZone: utc, hints: ["Esc back", "r refresh"], into: &buffer)

        XCTAssertTrue(buffer.text(ofRow: 0).hasPrefix("Account and quotas"))
        XCTAssertTrue(buffer.text(ofRow: 2).hasPrefix("Account: anonymous"))
        XCTAssertTrue(buffer.text(ofRow: 9).hasPrefix("Esc back"))
    }

    func test_draw_tinyFrame_drawsNothingOutside() {
        var buffer = ScreenBuffer(size: TerminalSize(rows: 1, columns: 3))
        AccountLayout.draw(AccountViewState(), spinnerFrame: 0, timeZone: utc, into: &buffer)
        XCTAssertEqual(buffer.text(ofRow: 0).count, 3)
    }
}
