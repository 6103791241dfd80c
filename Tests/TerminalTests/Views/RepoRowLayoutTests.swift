import Domain
import XCTest

@testable import Terminal

final class RepoRowLayoutTests: XCTestCase {
    func test_eightyColumns_showsEveryColumnAndFillsTheWidth() {
        let layout = RepoRowLayout(columns: 80)

        XCTAssertTrue(layout.showsForksAndLanguage)
        XCTAssertGreaterThanOrEqual(layout.descriptionWidth, RepoRowLayout.minimumDescriptionWidth)
        let row = layout.row(
            for: .viewFixture(id: 1, description: String(repeating: "long ", count: 40)), isSelected: false)
        XCTAssertEqual(DisplayWidth.of(row.text), 80)
        XCTAssertTrue(row.text.contains("1,234"))
        XCTAssertTrue(row.text.contains("Swift"))
        XCTAssertTrue(row.text.hasSuffix("…"))
    }

    func test_sixtyColumns_dropsTheDescriptionFirst() {
        let layout = RepoRowLayout(columns: 60)

        XCTAssertEqual(layout.descriptionWidth, 0)
        XCTAssertTrue(layout.showsForksAndLanguage)
        XCTAssertFalse(layout.row(for: .viewFixture(id: 1), isSelected: false).text.contains("A repository"))
    }

    func test_fortyColumns_dropsForksAndLanguageToo() {
        let layout = RepoRowLayout(columns: 40)
        let row = layout.row(for: .viewFixture(id: 1, fullName: "apple/swift"), isSelected: false).text

        XCTAssertFalse(layout.showsForksAndLanguage)
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
        let repo = GithubRepo.viewFixture(
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
}
