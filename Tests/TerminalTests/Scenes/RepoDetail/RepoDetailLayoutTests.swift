import Application
import Domain
import StyledText
import XCTest

@testable import Terminal

final class RepoDetailLayoutTests: XCTestCase {
    private let summary = GithubRepo.viewFixture(id: 1, fullName: "apple/swift", starCount: 60_000)

    func test_beforeAnyPart_eachPartSaysLoading() {
        let text = lines(RepoDetailState(summary: summary))

        XCTAssertTrue(text.contains("Watchers      loading…"))
        XCTAssertTrue(text.contains("Languages     loading…"))
        XCTAssertTrue(text.contains("Stars         60,000"))
    }

    func test_watchers_areTheSubscriberCount_notTheStars() {
        var state = RepoDetailState(summary: summary)
        state.repository = .loaded(
            .viewFixture(id: 1, fullName: "apple/swift", starCount: 60_000, subscriberCount: 321))

        XCTAssertTrue(lines(state).contains("Watchers      321"))
    }

    func test_failedPart_saysWhy_andOthersStay() {
        var state = RepoDetailState(summary: summary)
        state.contributors = .failed(.serverError(status: 502))
        state.languages = .loaded([
            LanguageShare(name: "Swift", byteCount: 3, fraction: 0.75),
            LanguageShare(name: "C", byteCount: 1, fraction: 0.25),
        ])

        let text = lines(state)

        XCTAssertTrue(text.contains("Contributors  failed: GitHub failed to answer"))
        XCTAssertTrue(text.contains("Languages     Swift 75.0% · C 25.0%"))
    }

    func test_contributors_sayHowManyMoreThanShown_orThatThereAreMore() {
        let people = (0..<12).map { Contributor(login: "p\($0)", contributionCount: 20 - $0, htmlURL: nil) }
        var state = RepoDetailState(summary: summary)
        state.contributors = .loaded(ContributorList(top: people, totalCount: 1_030))
        let counted = words(state)
        state.contributors = .loaded(ContributorList(top: people, totalCount: nil))
        let uncounted = words(state)
        state.contributors = .loaded(ContributorList(complete: Array(people.prefix(3))))
        let everyone = words(state)

        XCTAssertTrue(counted.contains("p7 (13) and 1,022 more"), counted)
        XCTAssertTrue(uncounted.contains("p7 (13) and more"), uncounted)
        XCTAssertTrue(everyone.contains("p2 (18)"), everyone)
        XCTAssertFalse(everyone.contains(" more"), everyone)
    }

    func test_readme_isRenderedSanitisedAndWrapped() {
        var state = RepoDetailState(summary: summary)
        state.readme = .loaded(
            Readme(
                name: "README.md",
                text: "# Title\n\nline \u{1B}]0;pwned\u{07} with\tescape \u{1B}[2J and a long long long long tail"))

        let all = RepoDetailLayout.lines(for: state, width: 30)

        XCTAssertTrue(all.allSatisfy { DisplayWidth.of($0.text) <= 30 })
        XCTAssertFalse(all.contains { $0.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } })
        XCTAssertTrue(all.contains { $0.text == "Title" }, "the heading is rendered without its #")
    }

    func test_readme_neverShowsTheRedactedToken_spelledWithAnEntity() {
        let token = "ghp_LAYOUTfake0123456789abcdefABCDEF01234"
        var state = RepoDetailState(summary: summary)
        state.readme = .loaded(Readme(name: "README.md", text: "token: &#103;" + token.dropFirst()))

        let all = RepoDetailLayout.lines(for: state, width: 80, redaction: Redaction(secrets: [token]))

        XCTAssertTrue(all.contains { $0.text == "token: [redacted]" }, all.map(\.text).joined(separator: "\n"))
        XCTAssertFalse(all.contains { $0.text.contains(token.dropFirst(4)) })
    }

    func test_readme_relativeLinksLeadToTheRepositorysFilesOnItsDefaultBranch() {
        var state = RepoDetailState(summary: summary)
        state.readme = .loaded(Readme(name: "README.md", text: "[Guide](docs/Guide.md)"))

        let all = RepoDetailLayout.lines(for: state, width: 100).map(\.text)

        let address = "\(summary.htmlURL.absoluteString)/blob/main/docs/Guide.md"
        XCTAssertTrue(all.contains("Guide (\(address))"), all.joined(separator: "\n"))
    }

    func test_readmeTitle_namesGithubsFile_onceItArrived() {
        var state = RepoDetailState(summary: summary)
        let loading = lines(state)
        state.readme = .loaded(Readme(name: "README.rst", text: "Title\n=====\n"))

        XCTAssertTrue(lines(state).contains("\nREADME (README.rst) ───"), lines(state))
        XCTAssertTrue(loading.contains("\nREADME ───"), loading)
    }

    func test_readme_renderedElsewhere_isUsedAsGiven() {
        var state = RepoDetailState(summary: summary)
        state.readme = .loaded(Readme(name: "README.md", text: "# Title"))

        let all = RepoDetailLayout.lines(for: state, width: 30, renderedReadme: [StyledLine("rendering…")])

        XCTAssertTrue(all.contains { $0.text == "rendering…" })
        XCTAssertFalse(all.contains { $0.text == "Title" })
    }

    func test_absentRelease_saysNone() {
        var state = RepoDetailState(summary: summary)
        state.latestRelease = .absent

        XCTAssertTrue(lines(state).contains("Release       none"))
    }

    func test_draw_showsTitleBodyFromTheOffsetAndHints() {
        let state = RepoDetailState(summary: summary)
        let body = RepoDetailLayout.lines(for: state, width: 60)
        var buffer = ScreenBuffer(size: TerminalSize(rows: 10, columns: 60))

        RepoDetailLayout.draw(
            state, lines: body, scrollOffset: 2, isBusy: false, spinnerFrame: 0, hints: ["j/k scroll"], into: &buffer)

        XCTAssertTrue(buffer.text(ofRow: 0).hasPrefix("apple/swift"))
        XCTAssertEqual(buffer.text(ofRow: 2), TextFitting.padded(body[2].text, toWidth: 60))
        XCTAssertTrue(buffer.text(ofRow: 9).contains("j/k scroll"))
        XCTAssertTrue(buffer.text(ofRow: 9).contains("? help  q quit"))
        XCTAssertTrue(
            buffer.text(ofRow: 0).hasSuffix(" \(min(body.count, 2 + 7))/\(body.count)"), buffer.text(ofRow: 0))
    }

    func test_star_showsTheCountFollowingTheChangeAndThatYouStarredIt() {
        let star = [StarEvent.statusLoaded(isStarred: false), .countLoaded(60_000), .requested(isStarred: true)]
            .reduce(StarState(), StarState.reduce)
        let text = RepoDetailLayout.lines(for: RepoDetailState(summary: summary), width: 100, star: star)
            .map(\.text).joined(separator: "\n")

        XCTAssertTrue(text.contains("Stars         60,001  ★ starred, saving…"))
    }

    func test_rolledBackStar_saysWhyBelowTheCount() {
        let star = [
            StarEvent.statusLoaded(isStarred: false), .countLoaded(60_000), .requested(isStarred: true),
            .rolledBack(.rejected(action: "starring apple/swift", message: "Not allowed")),
        ].reduce(StarState(), StarState.reduce)
        let text = RepoDetailLayout.lines(for: RepoDetailState(summary: summary), width: 100, star: star)
            .map(\.text).joined(separator: "\n")

        XCTAssertTrue(
            text.contains("Stars         60,000\n              GitHub refused starring apple/swift: Not allowed"), text)
    }

    /// The layout's words with any wrapping undone.
    private func words(_ state: RepoDetailState) -> String {
        lines(state).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func lines(_ state: RepoDetailState) -> String {
        RepoDetailLayout.lines(for: state, width: 100).map(\.text).joined(separator: "\n")
    }
}
