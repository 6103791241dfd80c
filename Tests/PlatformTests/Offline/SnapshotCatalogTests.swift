import Domain
import XCTest

@testable import Platform

/// The snapshot's line format, with hostile and Unicode fixtures (the shipped data is real, so these live here).
final class SnapshotCatalogTests: XCTestCase {
    func test_line_mapsEveryField() throws {
        let line = "octo-org\tdemo\t1200\t34\t5\tSwift\t2026-08-01T10:20:30Z\tA demo."
        let repo = try XCTUnwrap(SnapshotCatalog.repository(fromLine: line))
        XCTAssertNil(repo.id, "the snapshot records no GitHub id: none is made up")
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
            SnapshotCatalog.repository(fromLine: "a\tb\t1\t2\t3\t\t2026-08-01T10:20:30Z\t"))
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
        XCTAssertEqual(catalog.repositories.map(\.fullName), ["a/e"])
    }

    func test_escapes_areDecoded() {
        XCTAssertEqual(
            unescaped(#"tab\there\nnew \\ back\u{1B}[2J\u{200D}\u{20}"#),
            "tab\there\nnew \\ back\u{1B}[2J\u{200D} ")
        XCTAssertEqual(unescaped(#"broken \u{zz} and \u"#), #"broken \u{zz} and \u"#)
        XCTAssertEqual(unescaped("日本語 🎉"), "日本語 🎉")
    }

    func test_hostileDescription_survivesAsData() throws {
        let catalog = SnapshotCatalog(
            records: "evil\tterm\t1\t1\t1\tC\t2026-08-01T10:20:30Z\t" + #"\u{1B}]0;pwned\u{7} \u{1B}[2J"#)
        XCTAssertEqual(catalog.repository(at: 0)?.description, "\u{1B}]0;pwned\u{07} \u{1B}[2J")
    }

    func test_lookup_ignoresCase() {
        let catalog = SnapshotCatalog(records: "Octo\tDemo\t1\t1\t1\tC\t2026-08-01T10:20:30Z\tx")
        XCTAssertEqual(catalog.repository(for: RepoReference(owner: "octo", name: "DEMO"))?.fullName, "Octo/Demo")
        XCTAssertNil(catalog.repository(for: RepoReference(owner: "octo", name: "other")))
    }

    func test_unescaping_readsCodePoints_likeTheGenerator() {
        XCTAssertEqual(unescaped("\\t\u{301}"), "\t\u{301}", "a combining mark after an escape stays its own")
        XCTAssertEqual(unescaped("\\u{200D}\u{301}"), "\u{200D}\u{301}")
        XCTAssertEqual(unescaped("\\\\\u{301}"), "\\\u{301}")
        XCTAssertEqual(unescaped(#"\u{D800} \u{110000} \u{41}"#), #"\u{D800} \u{110000} A"#)
        XCTAssertEqual(unescaped(#"end\"#), #"end\"#)
    }

    func test_extraFieldsAndEmptyLines_areSkipped() {
        let catalog = SnapshotCatalog(
            records:
                "\n\na\tb\t1\t2\t3\tC\t2026-08-01T10:20:30Z\tnine\tfields\n\na\tc\t1\t2\t3\tC\t2026-08-01T10:20:30Z\t\n"
        )
        XCTAssertEqual(catalog.repositories.map(\.fullName), ["a/c"])
    }

    func test_escapedAndNonASCIIText_isUnescapedForDisplay_andLowercasedForSearch() throws {
        let catalog = SnapshotCatalog(
            records: """
                plain\tOne\t1\t1\t1\tGo\t2026-08-01T10:20:30Z\tA PLAIN Line
                escaped\tTwo\t1\t1\t1\tVim Script\t2026-08-01T10:20:30Z\t\\u{C9}COLE\\tTAB \\\\ \\u{1F389}
                unicode\tThree\t1\t1\t1\tC\t2026-08-01T10:20:30Z\tÁSBRÚ ΣΟΦΊΑ İstanbul 日本語
                """)
        let escaped = try XCTUnwrap(catalog.repository(at: 1))
        XCTAssertEqual(escaped.description, "ÉCOLE\tTAB \\ 🎉")
        XCTAssertEqual(escaped.language, "Vim Script")
        for (index, repo) in catalog.repositories.enumerated() {
            XCTAssertEqual(searchText(catalog, index), expectedSearchText(repo), repo.fullName)
        }
    }

    func test_nonASCIIName_andOwner_areLowercasedAndFoundCaseInsensitively() throws {
        let catalog = SnapshotCatalog(records: "Ünï\tCÖDE\t1\t1\t1\tC\t2026-08-01T10:20:30Z\tx")
        let repo = try XCTUnwrap(catalog.repository(for: RepoReference(owner: "üNÏ", name: "cöde")))
        XCTAssertEqual(repo.fullName, "Ünï/CÖDE")
        XCTAssertEqual(searchText(catalog, 0), expectedSearchText(repo))
    }

    func test_lookup_returnsTheFirstOfTwoLinesWithOneName() {
        let catalog = SnapshotCatalog(
            records: "a\tb\t1\t1\t1\tC\t2026-08-01T10:20:30Z\tfirst\nA\tB\t2\t2\t2\tC\t2026-08-01T10:20:30Z\tsecond")
        XCTAssertEqual(catalog.repository(for: RepoReference(owner: "a", name: "B"))?.description, "first")
    }

    func test_everyBundledEntry_searchesTheLowercasedTextOfItsRepository() {
        let catalog = SnapshotCatalog.bundled
        let repositories = catalog.repositories
        XCTAssertEqual(repositories.count, catalog.entries.count)
        for (index, repo) in repositories.enumerated() where searchText(catalog, index) != expectedSearchText(repo) {
            XCTFail("\(repo.fullName): \(searchText(catalog, index)) != \(expectedSearchText(repo))")
        }
    }

    func test_caselessIdeographs_areEachTheirOwnLowercase() {
        let changing = SnapshotCatalog.caselessIdeographs.filter { value in
            Unicode.Scalar(value).map { $0.properties.lowercaseMapping != String($0) } ?? true
        }
        XCTAssertEqual(changing, [])
    }

    /// The lowercased owner/name, name, owner, language and description the catalog holds for `entries[index]`.
    private func searchText(_ catalog: SnapshotCatalog, _ index: Int) -> [String] {
        let entry = catalog.entries[index]
        return [entry.fullName, entry.name, entry.owner, entry.language, entry.description].map {
            String(decoding: catalog.text[$0], as: UTF8.self)
        }
    }

    /// What search compares against, as `String.lowercased()` makes it from the repository shown.
    private func expectedSearchText(_ repo: GithubRepo) -> [String] {
        [repo.fullName, repo.name, repo.owner.login, repo.language ?? "", repo.description ?? ""].map {
            $0.lowercased()
        }
    }

    private func unescaped(_ text: String) -> String {
        var text = text
        return text.withUTF8(SnapshotLine.unescaped)
    }
}
