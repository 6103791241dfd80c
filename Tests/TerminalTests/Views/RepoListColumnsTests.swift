import Application
import Domain
import StyledText
import XCTest

@testable import Terminal

/// The search list's and your stars' columns, laid out by the one `TableRowLayout` every list uses.
final class RepoListColumnsTests: XCTestCase {
    /// The layout at `width` of a list sorted by `sort` whose longest `owner/name` is `longestName` columns wide.
    private func laidOut(_ width: Int, sort: RepoSort = .bestMatch, longestName: Int = RepoListColumns.minimumNameWidth)
        -> TableRowLayout<RepoListItem>
    {
        let longest = RepoListItem.viewFixture(id: 9, fullName: "o/" + String(repeating: "n", count: longestName - 2))
        return TableRowLayout(RepoListColumns.columns(sortedBy: sort), rows: [longest], width: width)
    }

    func test_eightyColumns_showsEveryColumnAndFillsTheWidth() {
        let layout = laidOut(80)

        XCTAssertTrue(layout.width(of: "FORKS") != nil && layout.width(of: "LANGUAGE") != nil)
        XCTAssertGreaterThanOrEqual((layout.width(of: "DESCRIPTION") ?? 0), RepoListColumns.minimumDescriptionWidth)
        let row = layout.row(
            for: .viewFixture(id: 1, description: String(repeating: "long ", count: 40)), isSelected: false)
        XCTAssertEqual(DisplayWidth.of(row.text), 80)
        XCTAssertTrue(row.text.contains("1,234"))
        XCTAssertTrue(row.text.contains("Swift"))
        XCTAssertTrue(row.text.hasSuffix("…"))
    }

    func test_fiftyColumns_dropsTheDescriptionFirst() {
        let layout = laidOut(50)

        XCTAssertEqual((layout.width(of: "DESCRIPTION") ?? 0), 0)
        XCTAssertTrue(layout.width(of: "FORKS") != nil && layout.width(of: "LANGUAGE") != nil)
        XCTAssertFalse(layout.row(for: .viewFixture(id: 1), isSelected: false).text.contains("A repository"))
    }

    func test_fortyColumns_dropsLanguageThenForksToo() {
        let layout = laidOut(40, longestName: 30)
        let row = layout.row(for: .viewFixture(id: 1, fullName: "apple/swift"), isSelected: false).text

        XCTAssertFalse(layout.width(of: "LANGUAGE") != nil)
        XCTAssertFalse(layout.width(of: "FORKS") != nil)
        XCTAssertTrue(row.contains("apple/swift"))
        XCTAssertTrue(row.contains("1,234"))
        XCTAssertFalse(row.contains("Swift "))
        XCTAssertLessThanOrEqual(DisplayWidth.of(row), 40)
    }

    func test_wideCharacters_keepTheStarsColumnAligned() {
        let layout = laidOut(80)
        let narrow = layout.row(for: .viewFixture(id: 1, fullName: "owner/plain"), isSelected: false)
        let wide = layout.row(for: .viewFixture(id: 2, fullName: "所有者/日本語のリポジトリ🚀"), isSelected: false)
        var narrowFrame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 80))
        var wideFrame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 80))

        narrow.draw(into: &narrowFrame, row: 0)
        wide.draw(into: &wideFrame, row: 0)

        let starsEnd = TableRowLayout<RepoListItem>.markerWidth + (layout.width(of: "NAME") ?? 0) + 1 + 7
        for column in (starsEnd - 5)..<starsEnd {
            XCTAssertEqual(narrowFrame[0, column].character, wideFrame[0, column].character, "column \(column)")
        }
    }

    func test_hostileText_isSanitisedToOneLine() {
        let repo = RepoListItem.viewFixture(
            id: 1, fullName: "evil/\u{1B}[2Jname", description: "a\u{1B}]0;pwned\u{07}b\nc\u{1B}[31mred",
            language: "C\u{1B}[5m")
        let row = laidOut(100).row(for: repo, isSelected: false).text

        XCTAssertFalse(row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        XCTAssertFalse(row.contains("pwned\u{07}"))
    }

    func test_selectedRow_isMarkedWithoutColour() {
        let row = laidOut(80).row(for: .viewFixture(id: 1), isSelected: true)

        XCTAssertTrue(row.text.hasPrefix("> "))
        XCTAssertTrue(row.spans[1].style.isReversed)
    }

    func test_columnsAreDropped_descriptionThenLanguageThenForks() {
        let name = 30
        let widths = stride(from: 140, through: 20, by: -1).map {
            self.laidOut($0, longestName: name)
        }
        for (wider, narrower) in zip(widths, widths.dropFirst()) {
            if narrower.width(of: "LANGUAGE") != nil {
                XCTAssertGreaterThan((narrower.width(of: "DESCRIPTION") ?? 0) + 1, 0)
            }
            if wider.width(of: "DESCRIPTION") == nil {
                XCTAssertNil(narrower.width(of: "DESCRIPTION"))
            }
            if wider.width(of: "LANGUAGE") == nil { XCTAssertNil(narrower.width(of: "LANGUAGE")) }
            if wider.width(of: "FORKS") == nil { XCTAssertNil(narrower.width(of: "FORKS")) }
            if narrower.width(of: "LANGUAGE") != nil {
                XCTAssertTrue(narrower.width(of: "FORKS") != nil, "language dropped before forks")
            }
            if (narrower.width(of: "DESCRIPTION") ?? 0) == 0,
                narrower.width(of: "LANGUAGE") != nil || narrower.width(of: "FORKS") != nil
            {
                XCTAssertGreaterThanOrEqual(
                    (narrower.width(of: "NAME") ?? 0), name, "a column kept at the name's expense")
            }
        }
    }

    func test_theSortedColumn_staysAndUpdatedShowsTheDate() {
        let forks = laidOut(40, sort: .forks, longestName: 30)
        XCTAssertTrue(forks.width(of: "FORKS") != nil)
        let updated = laidOut(120, sort: .updated, longestName: 20)
        XCTAssertTrue(updated.width(of: "UPDATED") != nil)
        XCTAssertTrue(updated.heading().text.contains("UPDATED"))
        let row = updated.row(for: .viewFixture(id: 1), isSelected: false).text
        XCTAssertTrue(row.contains("2024-05-06") || row.contains("-"), row)
        XCTAssertNil(laidOut(120, sort: .stars).width(of: "UPDATED"))
    }

    func test_names_shortenTheOwnerBeforeTheName() {
        XCTAssertEqual(RepoListColumns.identifiable("apple/swift", toWidth: 11), "apple/swift")
        XCTAssertEqual(RepoListColumns.identifiable("apple/swift", toWidth: 10), "app…/swift")
        XCTAssertEqual(RepoListColumns.identifiable("apple/swift", toWidth: 7), "…/swift")
        XCTAssertEqual(RepoListColumns.identifiable("apple/swift", toWidth: 6), "…/sw…t")
        XCTAssertEqual(RepoListColumns.identifiable("jaywcjlove/awesome-mac", toWidth: 16), "jay…/awesome-mac")
    }

    func test_similarNames_stayDistinctAtEveryWidth() {
        let names = ["microsoft/vscode-extension-samples", "microsoft/vscode-extension-manager", "ms/vscode"]
        for columns in [120, 80, 40, 30] {
            let layout = self.laidOut(columns, longestName: names.map(\.count).max() ?? 0)
            let shown = names.map { RepoListColumns.identifiable($0, toWidth: (layout.width(of: "NAME") ?? 0)) }
            XCTAssertEqual(Set(shown).count, names.count, "\(columns) columns: \(shown)")
        }
    }
}
