import Domain
import XCTest

@testable import Platform

final class OfflineRepoRepositoryTests: XCTestCase {
    private let repository = OfflineRepoRepository()

    private func search(
        _ text: String, sort: RepoSort = .bestMatch, order: SortDirection = .descending, perPage: Int = 100,
        page: Int = 1
    )
        async throws -> RepoPage
    {
        try await repository.search(
            try RepoSearchQuery(text: text, sort: sort, order: order, perPage: perPage, page: page))
    }

    func test_catalog_mapsAtLeast150Repositories() throws {
        let catalog = try SampleCatalog.bundled().get()
        XCTAssertGreaterThanOrEqual(catalog.items.count, 150)
        XCTAssertEqual(repository.repositoryCount, catalog.items.count)
        XCTAssertTrue(catalog.items.allSatisfy { catalog.detail(for: $0.reference) != nil })
        let languages = Set(catalog.items.compactMap(\.language))
        XCTAssertTrue(["Swift", "Kotlin", "Rust", "Go", "Python", "TypeScript", "C"].allSatisfy(languages.contains))
    }

    func test_catalog_holdsHostileAndUnicodeDescriptions() throws {
        let descriptions = try SampleCatalog.bundled().get().items.compactMap(\.description)
        XCTAssertTrue(descriptions.contains { $0.contains("\u{1B}]0;pwned\u{07}") && $0.contains("\u{1B}[2J") })
        XCTAssertTrue(descriptions.contains { $0.contains("日本語") })
        XCTAssertTrue(descriptions.contains { $0.contains("🎉") })
    }

    func test_isSampleData() async throws {
        XCTAssertTrue(repository.isSampleData)
        let page = try await search("language:swift")
        XCTAssertTrue(page.isSampleData)
    }

    func test_language_filtersCaseInsensitively() async throws {
        let page = try await search("language:RUST")
        XCTAssertFalse(page.items.isEmpty)
        XCTAssertTrue(page.items.allSatisfy { $0.language == "Rust" })
    }

    func test_keywords_matchNameDescriptionOrTopics() async throws {
        let page = try await search("JSON-PARSER")
        XCTAssertFalse(page.items.isEmpty)
        XCTAssertTrue(
            page.items.allSatisfy {
                $0.name.contains("json-parser") || ($0.description ?? "").lowercased().contains("json-parser")
            })
        let topic = try await search("wasm")
        XCTAssertTrue(topic.items.allSatisfy { $0.topics.contains("wasm") || $0.name.contains("wasm") })
        XCTAssertFalse(topic.items.isEmpty)
    }

    func test_bestMatch_ranksExactNameFirst() async throws {
        let page = try await search("go-rate-limiter")
        XCTAssertEqual(page.items.first?.name, "go-rate-limiter")
    }

    func test_userAndOrg_filterByOwner() async throws {
        let page = try await search("user:sample-labs")
        XCTAssertFalse(page.items.isEmpty)
        XCTAssertTrue(page.items.allSatisfy { $0.owner.login == "sample-labs" })
        let org = try await search("org:SAMPLE-ORG language:c")
        XCTAssertTrue(org.items.allSatisfy { $0.owner.login == "sample-org" && $0.language == "C" })
    }

    func test_stars_rangesFilter() async throws {
        for (text, check) in [
            ("stars:>1000", { (stars: Int) in stars > 1000 }), ("stars:>=1000", { $0 >= 1000 }),
            ("stars:<50", { $0 < 50 }),
            ("stars:<=50", { $0 <= 50 }), ("stars:10..100", { (10...100).contains($0) }),
            ("stars:100..*", { $0 >= 100 }),
        ] as [(String, (Int) -> Bool)] {
            let page = try await search(text)
            XCTAssertFalse(page.items.isEmpty, text)
            XCTAssertTrue(page.items.allSatisfy { check($0.starCount) }, text)
        }
    }

    func test_forks_areExcludedUnlessAskedFor() async throws {
        let all = try SampleCatalog.bundled().get().items
        let page = try await search("stars:>=0")
        XCTAssertEqual(page.totalCount, all.filter { !$0.isFork }.count)
        let only = try await search("fork:only")
        XCTAssertTrue(only.items.allSatisfy(\.isFork))
        XCTAssertFalse(only.items.isEmpty)
        let included = try await search("fork:true")
        XCTAssertEqual(included.totalCount, all.count)
    }

    func test_archived_filters() async throws {
        let page = try await search("archived:true")
        XCTAssertFalse(page.items.isEmpty)
        XCTAssertTrue(page.items.allSatisfy { $0.isArchived == true })
    }

    func test_unknownQualifier_isInvalidQuery() async throws {
        let result = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.search(try RepoSearchQuery(text: "license:mit"))
        }
        guard case .invalidQuery(let message)? = result else { return XCTFail("got \(String(describing: result))") }
        XCTAssertTrue(message.contains("license:"))
    }

    func test_malformedStars_isInvalidQuery() async throws {
        let result = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.search(try RepoSearchQuery(text: "stars:>lots"))
        }
        guard case .invalidQuery? = result else { return XCTFail("got \(String(describing: result))") }
    }

    func test_sortByStars_honoursOrder() async throws {
        let descending = try await search("language:go", sort: .stars, order: .descending).items.map(\.starCount)
        XCTAssertEqual(descending, descending.sorted(by: >))
        let ascending = try await search("language:go", sort: .stars, order: .ascending).items.map(\.starCount)
        XCTAssertEqual(ascending, ascending.sorted())
    }

    func test_sortByForksAndUpdated() async throws {
        let forks = try await search("language:java", sort: .forks).items.map(\.forkCount)
        XCTAssertEqual(forks, forks.sorted(by: >))
        let updated = try await search("language:java", sort: .updated, order: .ascending).items.map(\.updatedAt)
        XCTAssertEqual(updated, updated.sorted())
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
        XCTAssertEqual(names.count, total)
        XCTAssertEqual(Set(names).count, total)
    }

    func test_paging_lastPageHasNoNext() async throws {
        let page = try await search("fork:true", perPage: 100, page: 2)
        XCTAssertNil(page.nextPage)
        XCTAssertEqual(page.items.count, page.totalCount - 100)
    }

    func test_detail_hasAllParts() async throws {
        let catalog = try SampleCatalog.bundled().get()
        let withEverything = try XCTUnwrap(
            catalog.items.first { item in
                let detail = catalog.detail(for: item.reference)
                return detail?.readme != nil && detail?.latestRelease != nil && !(detail?.contributors.isEmpty ?? true)
            })
        let detail = try await repository.detail(withEverything.reference)
        XCTAssertNotNil(detail.subscriberCount)
        XCTAssertFalse(detail.languages.isEmpty)
        XCTAssertEqual(
            detail.contributors.map(\.contributionCount), detail.contributors.map(\.contributionCount).sorted(by: >))
        XCTAssertTrue(detail.readme?.contains("sample data") ?? false)
        XCTAssertNotNil(detail.latestRelease)
    }

    func test_someRepositoriesLackReleaseOrReadme() throws {
        let catalog = try SampleCatalog.bundled().get()
        XCTAssertTrue(catalog.details.values.contains { $0.latestRelease == nil })
        XCTAssertTrue(catalog.details.values.contains { $0.readme == nil })
    }

    func test_unknownRepository_isNotFound() async throws {
        let result = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.detail(RepoReference(owner: "nobody", name: "nothing"))
        }
        guard case .notFound? = result else { return XCTFail("got \(String(describing: result))") }
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
