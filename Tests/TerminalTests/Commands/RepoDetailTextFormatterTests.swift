import Application
import Domain
import StyledText
import XCTest

@testable import Terminal

final class RepoDetailTextFormatterTests: XCTestCase {
    func test_text_startsWithNameAndDescription() {
        let lines = RepoDetailTextFormatter.text(for: CommandFixtures.detail()).components(separatedBy: "\n")

        XCTAssertEqual(Array(lines.prefix(3)), ["octo/widget", "A widget.", ""])
    }

    func test_text_showsLabelledFacts() {
        let text = RepoDetailTextFormatter.text(for: CommandFixtures.detail())

        for line in [
            "Stars:          1,234", "Forks:          56", "Watchers:       89", "Open issues:    7",
            "Languages:      Swift 90.0%, C 10.0%", "License:        MIT License (MIT)", "Topics:         cli, swift",
            "Default branch: main", "Created:        1970-01-01T00:00:00Z",
            "Latest release: v2.0.0 \"Two\" (2023-11-14T22:13:20Z)", "Contributors:   alice (40), bob (2)",
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
    }

    func test_text_contributors_endWithHowManyMore_orThatThereAreMore() {
        let people = (0..<12).map { Contributor(login: "p\($0)", contributionCount: 20 - $0, htmlURL: nil) }
        var detail = CommandFixtures.detail()
        detail.contributors = .loaded(ContributorList(top: people, totalCount: 23))
        let counted = RepoDetailTextFormatter.text(for: detail)
        detail.contributors = .loaded(ContributorList(top: people, totalCount: nil))
        let uncounted = RepoDetailTextFormatter.text(for: detail)

        XCTAssertTrue(counted.contains("p9 (11) and 13 more\n"), counted)
        XCTAssertFalse(counted.contains("p10"), counted)
        XCTAssertTrue(uncounted.contains("p9 (11) and more\n"), uncounted)
    }

    func test_text_readmeKeepsLinesAndExpandsTabs() {
        let text = RepoDetailTextFormatter.text(for: CommandFixtures.detail())

        XCTAssertTrue(text.hasSuffix("\n\nREADME (README.md)\n------------------\n# Widget\n    indented\n"), text)
    }

    func test_text_readmeTitle_namesGithubsFile_sanitised() {
        var detail = CommandFixtures.detail()
        detail.readme = .loaded(Readme(name: "README.rst\u{1B}[2J", text: "Title\n=====\n"))

        let text = RepoDetailTextFormatter.text(for: detail)

        XCTAssertTrue(text.contains("\nREADME (README.rst^[[2J)\n------------------------\nTitle\n"), text)
    }

    func test_text_onATerminal_rendersTheReadme_inColourOnlyWhenAllowed() {
        let detail = CommandFixtures.detail(readme: "# Widget\n\nSome **bold** text.\n")

        let plain = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 40, colorMode: .disabled))
        XCTAssertTrue(
            plain.hasSuffix("README (README.md)\n------------------\nWidget\n══════\n\nSome bold text.\n"), plain)
        XCTAssertFalse(plain.contains("\u{1B}"))

        let coloured = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 40, colorMode: .enabled))
        XCTAssertTrue(coloured.contains("\u{1B}[0;1mbold\u{1B}[0m"), coloured)
    }

    func test_text_onATerminal_stylesTheHeaderAsGhDoes_andPipedOrWithoutColourKeepsItPlain() {
        let detail = CommandFixtures.detail(readme: "Text.\n")

        let coloured = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 60, colorMode: .enabled))
        XCTAssertTrue(coloured.hasPrefix("\u{1B}[0;1m\(detail.repo.fullName)\u{1B}[0m\n"), coloured)
        XCTAssertTrue(coloured.contains("\n\u{1B}[0;1mStars:\u{1B}[0m"), coloured)
        XCTAssertTrue(coloured.contains("\u{1B}[0;1mREADME (README.md)\u{1B}[0m"), coloured)

        for display in [ReadmeDisplay.rendered(width: 60, colorMode: .disabled), .asSent] {
            let plain = RepoDetailTextFormatter.text(for: detail, readme: display)
            XCTAssertFalse(plain.contains("\u{1B}"), plain)
            XCTAssertTrue(plain.hasPrefix(detail.repo.fullName + "\n"), plain)
        }
    }

    func test_text_rendered_resolvesTheReadmesRelativeLinks_againstTheRepositoryAndItsDefaultBranch() {
        let detail = CommandFixtures.detail(readme: "[Guide](docs/Guide.md)\n")

        let text = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 100, colorMode: .disabled))

        XCTAssertTrue(text.hasSuffix("\nGuide (https://github.com/octo/widget/blob/main/docs/Guide.md)\n"), text)
    }

    func test_text_rendered_neverCarriesTheReadmesOwnEscapes() {
        let detail = CommandFixtures.detail(readme: "ok\u{1b}]52;c;ZXZpbA==\u{07} \u{1b}[2Jnext")

        let text = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 40, colorMode: .enabled))

        XCTAssertNil(text.range(of: "\u{1b}]52"))
        XCTAssertNil(text.range(of: "\u{1b}[2J"))
    }

    func test_text_neutralisesControlsEverywhere() {
        let readme = "ok\u{1b}]52;c;ZXZpbA==\u{07}\r\nnext \u{1b}[2J"

        let text = RepoDetailTextFormatter.text(for: CommandFixtures.detail(readme: readme))

        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\r" })
        XCTAssertTrue(text.contains("ok^[]52;c;ZXZpbA==^G\nnext ^[[2J"), text)
    }

    func test_text_leavesOutAbsentFacts() {
        let text = RepoDetailTextFormatter.text(for: CommandFixtures.detail(readme: nil, release: nil))

        XCTAssertFalse(text.contains("Latest release"))
        XCTAssertFalse(text.contains("README"))
    }

    func test_percentage_hasOneDecimal() {
        XCTAssertEqual(RepoDetailTextFormatter.percentage(0.9), "90.0%")
        XCTAssertEqual(RepoDetailTextFormatter.percentage(0.0004), "0.0%")
        XCTAssertEqual(RepoDetailTextFormatter.percentage(1), "100.0%")
        XCTAssertEqual(RepoDetailTextFormatter.percentage(.nan), "0.0%")
    }

    func test_text_failedPartsAreNotedWithTheirReasonsAndTheMainLanguageKept() {
        let failed = [
            RepoDetailUpdate.languages(.failure(.serverError(status: 502))),
            .contributors(.failure(.serverError(status: 503))), .readme(.failure(.serverError(status: 504))),
        ]
        let wording = ErrorMessage()
        let detail = failed.reduce(CommandFixtures.detail()) { $0.applying($1) }

        let text = RepoDetailTextFormatter.text(for: detail)

        XCTAssertTrue(text.contains("Language:       Swift\n"), text)
        XCTAssertTrue(
            text.contains(
                "Languages:      not available: \(wording.text(for: RepositoryError.serverError(status: 502)))"),
            text)
        XCTAssertTrue(
            text.contains(
                "Contributors:   not available: \(wording.text(for: RepositoryError.serverError(status: 503)))"),
            text)
        XCTAssertTrue(
            text.hasSuffix(
                "README\n------\nnot available: \(wording.text(for: RepositoryError.serverError(status: 504)))\n"),
            text)
        XCTAssertEqual(
            RepoDetailTextFormatter.missingParts(of: detail).map { $0.components(separatedBy: " not available").first },
            ["languages", "contributors", "README"])
    }

    /// On a terminal no line is wider than the screen: the description wraps and a long fact continues under its
    /// value; piped, each stays one line.
    func test_text_onATerminal_wrapsTheDescriptionAndLongFactsToTheWidth() throws {
        let description = String(repeating: "wordy ", count: 13) + "end"
        let repository = CommandFixtures.repository(description: description)
        var detail = RepoDetailState(summary: repository)
        detail = detail.applying(.repository(.success(repository)))
        let rendered = RepoDetailTextFormatter.text(for: detail, readme: .rendered(width: 40, colorMode: .disabled))
        let lines = rendered.components(separatedBy: "\n")
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, rendered)
        XCTAssertEqual(lines.dropFirst().prefix { !$0.isEmpty }.joined(separator: " "), description)

        let piped = RepoDetailTextFormatter.text(for: detail).components(separatedBy: "\n")
        XCTAssertEqual(piped[1], description)
    }
}
