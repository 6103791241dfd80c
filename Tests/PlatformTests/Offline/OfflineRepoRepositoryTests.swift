import Domain
import XCTest

@testable import Platform

/// Search over the real snapshot: GitHub's search language, the sorts, paging and the 1000 cap.
final class OfflineRepoRepositoryTests: XCTestCase {
    private let repository = OfflineRepoRepository()

    private func search(
        _ text: String, sort: RepoSort = .bestMatch, order: SortDirection = .descending, perPage: Int = 100,
        page: Int = 1
    ) async throws -> RepoPage {
        try await repository.search(
            try RepoSearchQuery(text: text, sort: sort, order: order, perPage: perPage, page: page))
    }

    private func names(_ text: String, sort: RepoSort = .bestMatch, order: SortDirection = .descending)
        async throws -> [String]
    {
        try await search(text, sort: sort, order: order).items.map(\.fullName)
    }

    private func searchError(_ text: String) async -> RepositoryError? {
        await repositoryError { () async throws(RepositoryError) in
            try await self.repository.search(try RepoSearchQuery(text: text))
        }
    }

    func test_snapshotsDate_andSize() {
        XCTAssertEqual(OfflineRepoRepository.snapshotDate, "2026-08-22")
        XCTAssertEqual(SnapshotCatalog.bundled.entries.count, 3449)
    }

    func test_reactive_listsTheReactiveLibrariesFirst() async throws {
        let first = try await names("reactive").prefix(3)
        XCTAssertEqual(Set(first), ["ReactiveX/RxSwift", "ReactiveCocoa/ReactiveCocoa", "ReactiveX/RxJava"])
    }

    func test_swiftOver20000Stars_sortedByStars_startsWithTheMostStarred() async throws {
        let page = try await search("language:swift stars:>20000", sort: .stars)
        let swift = SnapshotCatalog.bundled.repositories.filter { $0.language == "Swift" }
        XCTAssertEqual(page.items.first?.starCount, swift.map(\.starCount).max())
        XCTAssertTrue(page.items.allSatisfy { $0.language == "Swift" && $0.starCount > 20000 })
        XCTAssertEqual(page.items.map(\.starCount), page.items.map(\.starCount).sorted(by: >))
        XCTAssertEqual(page.totalCount, swift.filter { $0.starCount > 20000 }.count)
    }

    func test_keywords_matchNameOrDescription_andAllMustMatch() async throws {
        let page = try await search("swift programming language")
        XCTAssertEqual(page.items.first?.fullName, "swiftlang/swift")
        for repo in page.items {
            let text = (repo.name + " " + (repo.description ?? "")).lowercased()
            XCTAssertTrue(["swift", "programming", "language"].allSatisfy(text.contains), repo.fullName)
        }
    }

    func test_quotedPhrase_staysWhole() async throws {
        let phrase = try await search("\"programming language\"")
        XCTAssertFalse(phrase.items.isEmpty)
        XCTAssertTrue(phrase.items.allSatisfy { ($0.description ?? "").lowercased().contains("programming language") })
    }

    func test_bestMatch_ranksAnExactNameFirst() async throws {
        let names = try await names("flutter")
        XCTAssertEqual(names.first, "flutter/flutter")
    }

    func test_inName_andInDescription_narrowTheFields() async throws {
        let inName = try await search("reactive in:name")
        XCTAssertFalse(inName.items.isEmpty)
        XCTAssertTrue(inName.items.allSatisfy { $0.name.lowercased().contains("reactive") })
        let inDescription = try await search("reactive in:description")
        XCTAssertTrue(inDescription.items.allSatisfy { ($0.description ?? "").lowercased().contains("reactive") })
        XCTAssertTrue(inDescription.items.contains { $0.fullName == "ReactiveX/RxSwift" })
        let both = try await search("reactive in:name,description")
        let plain = try await search("reactive")
        XCTAssertEqual(both.totalCount, plain.totalCount)
    }

    func test_language_filtersCaseInsensitively_andSeveralWiden() async throws {
        let rust = try await search("language:RUST")
        XCTAssertEqual(rust.totalCount, 100)
        XCTAssertTrue(rust.items.allSatisfy { $0.language == "Rust" })
        let two = try await search("language:rust language:go")
        XCTAssertEqual(Set(two.items.compactMap(\.language)), ["Rust", "Go"])
        let multiWord = try await search("language:\"vim script\"")
        XCTAssertTrue(multiWord.items.allSatisfy { $0.language == "Vim Script" })
    }

    func test_userAndOrg_filterByOwner() async throws {
        let apple = try await search("user:apple")
        XCTAssertFalse(apple.items.isEmpty)
        XCTAssertTrue(apple.items.allSatisfy { $0.owner.login == "apple" })
        let org = try await search("org:ReactiveX")
        XCTAssertEqual(Set(org.items.map(\.fullName)).isSuperset(of: ["ReactiveX/RxSwift", "ReactiveX/RxJava"]), true)
        let repo = try await search("repo:swiftlang/swift")
        XCTAssertEqual(repo.items.map(\.fullName), ["swiftlang/swift"])
    }

    func test_countRanges_filterStarsAndForks() async throws {
        let cases: [(String, (GithubRepo) -> Bool)] = [
            ("stars:>100000", { $0.starCount > 100_000 }), ("stars:>=100000", { $0.starCount >= 100_000 }),
            ("stars:<500", { $0.starCount < 500 }), ("stars:<=500", { $0.starCount <= 500 }),
            ("stars:1000..2000", { (1000...2000).contains($0.starCount) }),
            ("stars:200000..*", { $0.starCount >= 200_000 }), ("stars:*..300", { $0.starCount <= 300 }),
            ("forks:>50000", { $0.forkCount > 50_000 }), ("forks:10..20", { (10...20).contains($0.forkCount) }),
        ]
        let all = SnapshotCatalog.bundled.repositories
        for (text, check) in cases {
            let page = try await search(text)
            XCTAssertFalse(page.items.isEmpty, text)
            XCTAssertTrue(page.items.allSatisfy(check), text)
            XCTAssertEqual(page.totalCount, all.filter(check).count, text)
        }
        let exact = try await search("stars:\(all[0].starCount)")
        XCTAssertTrue(exact.items.contains { $0.fullName == all[0].fullName })
    }

    func test_pushed_filtersByDayAndRange() async throws {
        let all = SnapshotCatalog.bundled.repositories
        func day(_ text: String) -> Date { GithubTimestamp.date(from: text + "T00:00:00Z") ?? .distantPast }
        let cases: [(String, (Date) -> Bool)] = [
            ("pushed:>2026-08-20", { $0 >= day("2026-08-21") }),
            ("pushed:>=2026-08-20", { $0 >= day("2026-08-20") }),
            ("pushed:<2020-01-01", { $0 < day("2020-01-01") }),
            ("pushed:<=2020-01-01", { $0 < day("2020-01-02") }),
            ("pushed:2026-08-01", { $0 >= day("2026-08-01") && $0 < day("2026-08-02") }),
            ("pushed:2024-01-01..2024-12-31", { $0 >= day("2024-01-01") && $0 < day("2025-01-01") }),
            ("pushed:*..2015-01-01", { $0 < day("2015-01-02") }),
        ]
        for (text, check) in cases {
            let page = try await search(text)
            XCTAssertFalse(page.items.isEmpty, text)
            XCTAssertEqual(page.totalCount, all.filter { $0.pushedAt.map(check) ?? false }.count, text)
        }
    }

    func test_not_andMinusQualifier_exclude() async throws {
        let reactive = try await search("reactive")
        let withoutJava = try await search("reactive NOT jvm")
        XCTAssertTrue(withoutJava.items.allSatisfy { !($0.description ?? "").lowercased().contains("jvm") })
        XCTAssertLessThan(withoutJava.totalCount, reactive.totalCount)
        let minus = try await search("reactive -language:java")
        XCTAssertTrue(minus.items.allSatisfy { $0.language != "Java" })
        XCTAssertTrue(minus.items.contains { $0.fullName == "ReactiveX/RxSwift" })
        let notQualifier = try await search("reactive NOT language:java")
        XCTAssertEqual(notQualifier.items.map(\.fullName), minus.items.map(\.fullName))
        let minusStars = try await search("language:swift -stars:>1000")
        XCTAssertTrue(minusStars.items.allSatisfy { $0.starCount <= 1000 })
    }

    func test_isPublic_matchesEverything() async throws {
        let page = try await search("is:public")
        XCTAssertEqual(page.totalCount, 3449)
    }

    func test_unrecordedQualifiers_areRefusedByName() async {
        for (text, named) in [
            ("topic:ios", "'topic:'"), ("license:mit", "'license:'"), ("created:>2020-01-01", "'created:'"),
            ("fork:true", "'fork:'"), ("archived:false", "'archived:'"), ("size:>100", "'size:'"),
            ("in:readme swift", "'in:readme'"), ("is:private", "'is:private'"),
        ] {
            guard case .notRecorded(let reason)? = await searchError(text) else {
                XCTFail("\(text) was not refused")
                continue
            }
            XCTAssertTrue(reason.contains(named), "\(text): \(reason)")
        }
    }

    func test_unknownQualifier_andMalformedValues_areInvalid() async {
        for (text, named) in [
            ("colour:red", "'colour:'"), ("stars:>lots", "stars:>lots"), ("stars:10..2", "stars:10..2"),
            ("pushed:yesterday", "pushed:yesterday"), ("forks:", "'forks:'"), ("swift NOT", "'NOT'"),
        ] {
            guard case .invalidQuery(let message)? = await searchError(text) else {
                XCTFail("\(text) was not refused")
                continue
            }
            XCTAssertTrue(message.contains(named), "\(text): \(message)")
        }
    }

    func test_or_isRefused() async {
        guard case .notRecorded(let reason)? = await searchError("swift OR rust") else {
            return XCTFail("OR was not refused")
        }
        XCTAssertTrue(reason.contains("OR"))
    }

    func test_sorts_honourTheOrder() async throws {
        let stars = try await search("language:go", sort: .stars, order: .ascending).items.map(\.starCount)
        XCTAssertEqual(stars, stars.sorted())
        let forks = try await search("language:java", sort: .forks).items.map(\.forkCount)
        XCTAssertEqual(forks, forks.sorted(by: >))
        let updated = try await search("language:java", sort: .updated).items.compactMap(\.pushedAt)
        XCTAssertEqual(updated.count, 100)
        XCTAssertEqual(updated, updated.sorted(by: >))
        let oldest = try await search("language:java", sort: .updated, order: .ascending).items.compactMap(\.pushedAt)
        XCTAssertEqual(oldest, oldest.sorted())
    }

    func test_paging_walksAllMatchesOnce() async throws {
        var names: [String] = []
        var query: RepoSearchQuery? = try RepoSearchQuery(text: "language:python", perPage: 7)
        var total = 0
        while let current = query {
            let page = try await repository.search(current)
            names += page.items.map(\.fullName)
            total = page.totalCount
            query = page.nextQuery
        }
        XCTAssertEqual(total, 103)
        XCTAssertEqual(names.count, total)
        XCTAssertEqual(Set(names).count, total)
    }

    func test_paging_leadsOnByAnAddressShapedAsGithubsLinks_andReadsThePageFromIt() async throws {
        let first = try await search("language:python", perPage: 7)
        let next = try XCTUnwrap(first.nextQuery)
        XCTAssertEqual(next.address?.url.absoluteString, "offline:/search/repositories?page=2")
        let byAddress = try RepoSearchQuery(
            text: "language:python", perPage: 7, page: 1, address: try XCTUnwrap(next.address))
        let second = try await repository.search(byAddress)
        let numbered = try await repository.search(next)
        XCTAssertEqual(second.items, numbered.items)
        XCTAssertNotEqual(second.items, first.items)
    }

    func test_addressOfAnotherSource_isRefused() async throws {
        let query = try RepoSearchQuery(
            text: "swift", page: 2, address: PageAddress(try XCTUnwrap(URL(string: "https://api.github.com/x?page=2"))))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.search(query)
        }
        XCTAssertEqual(
            error, .untrustedPageLink(address: "https://api.github.com/x?page=2", apiBase: "the offline snapshot"))
    }

    func test_paging_stopsAtTheFirst1000Results() async throws {
        let last = try await search("is:public", sort: .stars, perPage: 100, page: 10)
        XCTAssertEqual(last.totalCount, 3449)
        XCTAssertEqual(last.items.count, 100)
        XCTAssertNil(last.nextPage)
    }

    func test_detailParts_sayTheyAreNotInTheSnapshot() async throws {
        let reference = RepoReference(owner: "ReactiveX", name: "RxSwift")
        let repo = try await repository.repository(reference)
        XCTAssertEqual(repo.fullName, "ReactiveX/RxSwift")
        let parts: [(String, () async throws(RepositoryError) -> Void)] = [
            ("README", { () async throws(RepositoryError) in _ = try await self.repository.readme(reference) }),
            ("language", { () async throws(RepositoryError) in _ = try await self.repository.languages(reference) }),
            (
                "contributors",
                { () async throws(RepositoryError) in _ = try await self.repository.contributors(reference) }
            ),
            (
                "releases",
                { () async throws(RepositoryError) in _ = try await self.repository.latestRelease(reference) }
            ),
        ]
        for (name, part) in parts {
            guard case .notRecorded(let reason)? = await repositoryError(part) else {
                XCTFail("\(name) did not say it is not in the snapshot")
                continue
            }
            XCTAssertTrue(reason.contains(name), reason)
        }
    }

    func test_unknownRepository_isNotFound() async {
        let result = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.repository(RepoReference(owner: "nobody", name: "nothing"))
        }
        XCTAssertEqual(result, .notRecorded(reason: "The offline snapshot has no repository nobody/nothing"))
    }

    func test_fixtureCatalog_isSearchedLikeTheBundledOne() async throws {
        let fixture = OfflineRepoRepository(catalog: {
            SnapshotCatalog(
                records: "a\tone\t5\t1\t0\tC\t2026-08-01T00:00:00Z\t日本語 🎉\nb\ttwo\t9\t1\t0\tGo\t2026-08-02T00:00:00Z\tx"
            )
        })
        let page = try await fixture.search(try RepoSearchQuery(text: "日本語"))
        XCTAssertEqual(page.items.map(\.fullName), ["a/one"])
        let everything = try await fixture.search(try RepoSearchQuery(text: "is:public"))
        XCTAssertEqual(everything.totalCount, 2)
    }

    func test_nonASCIIAndEscapedText_matchCaseInsensitively_andQualifiersCompareAsStrings() async throws {
        let fixture = OfflineRepoRepository(catalog: {
            SnapshotCatalog(
                records: "a\tone\t5\t1\t0\tCafé\t2026-08-01T00:00:00Z\tÁsbrú Connection Manager\n"
                    + "b\ttwo\t9\t1\t0\tGo\t2026-08-02T00:00:00Z\t\\u{C9}COLE \\u{1F389}")
        })
        func names(_ text: String) async throws -> [String] {
            try await fixture.search(try RepoSearchQuery(text: text)).items.map(\.fullName)
        }
        let uppercase = try await names("ÁSBRÚ")
        XCTAssertEqual(uppercase, ["a/one"])
        let escaped = try await names("école")
        XCTAssertEqual(escaped, ["b/two"], "an escaped capital is found by its lowercase")
        let decomposed = try await names("language:CAFE\u{301}")
        XCTAssertEqual(decomposed, ["a/one"], "an e with a combining accent is the same text as é")
        let excluded = try await names("-language:café")
        XCTAssertEqual(excluded, ["b/two"])
        let page = try await fixture.search(try RepoSearchQuery(text: "école"))
        XCTAssertEqual(page.items.first?.description, "ÉCOLE 🎉")
    }

    func test_cancelledTask_isCancelled() async throws {
        let slow = OfflineRepoRepository(latency: .seconds(30))
        let task = Task { () async -> RepositoryError? in
            do throws(RepositoryError) {
                _ = try await slow.search(try RepoSearchQuery())
                return nil
            } catch {
                return error
            }
        }
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result, .cancelled)
    }
}
