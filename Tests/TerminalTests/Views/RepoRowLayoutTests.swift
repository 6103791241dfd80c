import Application
import Domain
import StyledText
import XCTest

@testable import Terminal

final class RepoRowLayoutTests: XCTestCase {
    func test_eightyColumns_showsEveryColumnAndFillsTheWidth() {
        let layout = RepoRowLayout(columns: 80)

        XCTAssertTrue(layout.showsForks && layout.showsLanguage)
        XCTAssertGreaterThanOrEqual(layout.descriptionWidth, RepoRowLayout.minimumDescriptionWidth)
        let row = layout.row(
            for: .viewFixture(id: 1, description: String(repeating: "long ", count: 40)), isSelected: false)
        XCTAssertEqual(DisplayWidth.of(row.text), 80)
        XCTAssertTrue(row.text.contains("1,234"))
        XCTAssertTrue(row.text.contains("Swift"))
        XCTAssertTrue(row.text.hasSuffix("…"))
    }

    func test_fiftyColumns_dropsTheDescriptionFirst() {
        let layout = RepoRowLayout(columns: 50)

        XCTAssertEqual(layout.descriptionWidth, 0)
        XCTAssertTrue(layout.showsForks && layout.showsLanguage)
        XCTAssertFalse(layout.row(for: .viewFixture(id: 1), isSelected: false).text.contains("A repository"))
    }

    func test_fortyColumns_dropsLanguageThenForksToo() {
        let layout = RepoRowLayout(columns: 40, longestName: 30)
        let row = layout.row(for: .viewFixture(id: 1, fullName: "apple/swift"), isSelected: false).text

        XCTAssertFalse(layout.showsLanguage)
        XCTAssertFalse(layout.showsForks)
        XCTAssertTrue(row.contains("apple/swift"))
        XCTAssertTrue(row.contains("1,234"))
        XCTAssertFalse(row.contains("Swift "))
        XCTAssertLessThanOrEqual(DisplayWidth.of(row), 40)
    }

    func test_wideCharacters_keepTheStarsColumnAligned() {
        let layout = RepoRowLayout(columns: 80)
        let narrow = layout.row(for: .viewFixture(id: 1, fullName: "owner/plain"), isSelected: false)
        let wide = layout.row(for: .viewFixture(id: 2, fullName: "所有者/日本語のリポジトリ🚀"), isSelected: false)
        var narrowFrame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 80))
        var wideFrame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 80))

        narrow.draw(into: &narrowFrame, row: 0)
        wide.draw(into: &wideFrame, row: 0)

        let starsEnd = RepoRowLayout.markerWidth + layout.nameWidth + 1 + RepoRowLayout.starWidth
        for column in (starsEnd - 5)..<starsEnd {
            XCTAssertEqual(narrowFrame[0, column].character, wideFrame[0, column].character, "column \(column)")
        }
    }

    func test_hostileText_isSanitisedToOneLine() {
        let repo = RepoListItem.viewFixture(
            id: 1, fullName: "evil/\u{1B}[2Jname", description: "a\u{1B}]0;pwned\u{07}b\nc\u{1B}[31mred",
            language: "C\u{1B}[5m")
        let row = RepoRowLayout(columns: 100).row(for: repo, isSelected: false).text

        XCTAssertFalse(row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        XCTAssertFalse(row.contains("pwned\u{07}"))
    }

    func test_selectedRow_isMarkedWithoutColour() {
        let row = RepoRowLayout(columns: 80).row(for: .viewFixture(id: 1), isSelected: true)

        XCTAssertTrue(row.text.hasPrefix("> "))
        XCTAssertTrue(row.spans[1].style.isReversed)
    }

    func test_columnsAreDropped_descriptionThenLanguageThenForks() {
        let name = 30
        let widths = stride(from: 140, through: 20, by: -1).map {
            RepoRowLayout(columns: $0, longestName: name)
        }
        for (wider, narrower) in zip(widths, widths.dropFirst()) {
            if narrower.showsLanguage { XCTAssertGreaterThan(narrower.descriptionWidth + 1, 0) }
            if wider.descriptionWidth == 0 { XCTAssertEqual(narrower.descriptionWidth, 0) }
            if !wider.showsLanguage { XCTAssertFalse(narrower.showsLanguage) }
            if !wider.showsForks { XCTAssertFalse(narrower.showsForks) }
            if narrower.showsLanguage { XCTAssertTrue(narrower.showsForks, "language dropped before forks") }
            if narrower.descriptionWidth == 0, narrower.showsLanguage || narrower.showsForks {
                XCTAssertGreaterThanOrEqual(narrower.nameWidth, name, "a column kept at the name's expense")
            }
        }
    }

    func test_theSortedColumn_staysAndUpdatedShowsTheDate() {
        let forks = RepoRowLayout(columns: 40, sort: .forks, longestName: 30)
        XCTAssertTrue(forks.showsForks)
        let updated = RepoRowLayout(columns: 120, sort: .updated, longestName: 20)
        XCTAssertTrue(updated.showsUpdated)
        XCTAssertTrue(updated.heading().text.contains("UPDATED"))
        let row = updated.row(for: .viewFixture(id: 1), isSelected: false).text
        XCTAssertTrue(row.contains("2024-05-06") || row.contains("-"), row)
        XCTAssertFalse(RepoRowLayout(columns: 120, sort: .stars).showsUpdated)
    }

    func test_names_shortenTheOwnerBeforeTheName() {
        XCTAssertEqual(RepoRowLayout.identifiable("apple/swift", toWidth: 11), "apple/swift")
        XCTAssertEqual(RepoRowLayout.identifiable("apple/swift", toWidth: 10), "app…/swift")
        XCTAssertEqual(RepoRowLayout.identifiable("apple/swift", toWidth: 7), "…/swift")
        XCTAssertEqual(RepoRowLayout.identifiable("apple/swift", toWidth: 6), "…/sw…t")
        XCTAssertEqual(RepoRowLayout.identifiable("jaywcjlove/awesome-mac", toWidth: 16), "jay…/awesome-mac")
    }

    func test_similarNames_stayDistinctAtEveryWidth() {
        let names = ["microsoft/vscode-extension-samples", "microsoft/vscode-extension-manager", "ms/vscode"]
        for columns in [120, 80, 40, 30] {
            let layout = RepoRowLayout(columns: columns, longestName: names.map(\.count).max() ?? 0)
            let shown = names.map { RepoRowLayout.identifiable($0, toWidth: layout.nameWidth) }
            XCTAssertEqual(Set(shown).count, names.count, "\(columns) columns: \(shown)")
        }
    }
}
