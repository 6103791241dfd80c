import Domain
import XCTest

@testable import Platform

/// The snapshot's line format, with hostile and Unicode fixtures (the shipped data is real, so these live here).
final class SnapshotCatalogTests: XCTestCase {
    func test_line_mapsEveryField() throws {
        let line = "octo-org\tdemo\t1200\t34\t5\tSwift\t2026-08-01T10:20:30Z\tA demo."
        let repo = try XCTUnwrap(SnapshotCatalog.repository(fromLine: line, position: 7))
        XCTAssertEqual(repo.id, 7)
        XCTAssertEqual(repo.fullName, "octo-org/demo")
        XCTAssertEqual(repo.owner.login, "octo-org")
        XCTAssertEqual(repo.starCount, 1200)
        XCTAssertEqual(repo.watcherCount, 1200)
        XCTAssertEqual(repo.forkCount, 34)
        XCTAssertEqual(repo.openIssueCount, 5)
        XCTAssertEqual(repo.language, "Swift")
        XCTAssertEqual(repo.pushedAt, GithubTimestamp.date(from: "2026-08-01T10:20:30Z"))
        XCTAssertEqual(repo.description, "A demo.")
        XCTAssertNil(repo.updatedAt)
        XCTAssertNil(repo.defaultBranch)
        XCTAssertNil(repo.isArchived)
    }

    func test_emptyLanguageAndDescription_areNil() throws {
        let repo = try XCTUnwrap(
            SnapshotCatalog.repository(fromLine: "a\tb\t1\t2\t3\t\t2026-08-01T10:20:30Z\t", position: 1))
        XCTAssertNil(repo.language)
        XCTAssertNil(repo.description)
    }

    func test_malformedLines_areSkipped() {
        let catalog = SnapshotCatalog(
            records: """
                a\tb\tmany\t2\t3\tC\t2026-08-01T10:20:30Z\tbad stars
                a\tc\t1\t2\t3\tC\tyesterday\tbad date
                a\td\t1\t2\t3\tC
                a\te\t1\t2\t3\tC\t2026-08-01T10:20:30Z\tgood
                """)
        XCTAssertEqual(catalog.entries.map(\.fullName), ["a/e"])
    }

    func test_escapes_areDecoded() {
        XCTAssertEqual(
            SnapshotCatalog.unescaped(#"tab\there\nnew \\ back\u{1B}[2J\u{200D}\u{20}"#),
            "tab\there\nnew \\ back\u{1B}[2J\u{200D} ")
        XCTAssertEqual(SnapshotCatalog.unescaped(#"broken \u{zz} and \u"#), #"broken \u{zz} and \u"#)
        XCTAssertEqual(SnapshotCatalog.unescaped("日本語 🎉"), "日本語 🎉")
    }

    func test_hostileDescription_survivesAsData() throws {
        let catalog = SnapshotCatalog(
            records: "evil\tterm\t1\t1\t1\tC\t2026-08-01T10:20:30Z\t" + #"\u{1B}]0;pwned\u{7} \u{1B}[2J"#)
        XCTAssertEqual(catalog.entries.first?.repo.description, "\u{1B}]0;pwned\u{07} \u{1B}[2J")
    }

    func test_lookup_ignoresCase() {
        let catalog = SnapshotCatalog(records: "Octo\tDemo\t1\t1\t1\tC\t2026-08-01T10:20:30Z\tx")
        XCTAssertEqual(catalog.entry(for: RepoReference(owner: "octo", name: "DEMO"))?.repo.fullName, "Octo/Demo")
        XCTAssertNil(catalog.entry(for: RepoReference(owner: "octo", name: "other")))
    }
}
