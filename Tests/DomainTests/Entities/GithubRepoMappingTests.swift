import Domain
import Foundation
import XCTest

final class GithubRepoMappingTests: XCTestCase {
    private func mapFixturePage() throws -> SearchResponse {
        try SearchResponse(jsonData: try Fixture.searchPage())
    }

    private func assertMissing(_ key: String, expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            RepoItem.pageError(for: RepoItem.with(key, nil)),
            .missingField(keyPath: "items[0].\(key)", expected: expected), file: file, line: line)
    }

    private func assertMistyped(
        _ key: String, _ value: JSONValue, expected: String, found: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(
            RepoItem.pageError(for: RepoItem.with(key, value)),
            .typeMismatch(keyPath: "items[0].\(key)", expected: expected, found: found), file: file, line: line)
    }

    // MARK: The realistic search page

    func test_searchPage_mapsAllHundredItemsAndEnvelope() throws {
        let response = try mapFixturePage()
        XCTAssertEqual(response.items.count, 100)
        XCTAssertEqual(response.totalCount, 523_871)
        XCTAssertFalse(response.isIncomplete)
    }

    func test_searchPage_firstItemMapsEveryField() throws {
        let repo = try mapFixturePage().items[0]
        XCTAssertEqual(repo.id, 10_000_000)
        XCTAssertEqual(repo.name, "swift")
        XCTAssertEqual(repo.fullName, "apple/swift")
        XCTAssertEqual(repo.htmlURL, URL(string: "https://github.com/apple/swift"))
        XCTAssertEqual(repo.description, "The Swift Programming Language")
        XCTAssertEqual(repo.starCount, 67_000)
        XCTAssertEqual(repo.watcherCount, 67_000)
        XCTAssertNil(repo.subscriberCount)
        XCTAssertEqual(repo.language, "Swift")
        XCTAssertEqual(repo.topics, ["swift", "compiler", "programming-language"])
        XCTAssertEqual(
            repo.license,
            RepoLicense(
                spdxID: "Apache-2.0", name: "Apache License 2.0", key: "apache-2.0",
                url: "https://api.github.com/licenses/apache-2.0"))
        XCTAssertEqual(repo.owner.login, "apple")
        XCTAssertEqual(repo.owner.avatarURL, URL(string: "https://avatars.githubusercontent.com/u/1000?v=4"))
        XCTAssertEqual(repo.defaultBranch, "master")
        XCTAssertEqual(repo.reference, RepoReference(owner: "apple", name: "swift"))
    }

    func test_searchPage_nullOwner_fallsBackToFullNameLogin() throws {
        let repo = try mapFixturePage().items[1]
        XCTAssertEqual(repo.owner.login, String(repo.fullName.split(separator: "/")[0]))
        XCTAssertNil(repo.owner.avatarURL)
    }

    func test_searchPage_nullDescriptionLanguageAndLicense_mapToNil() throws {
        let repo = try mapFixturePage().items[2]
        XCTAssertNil(repo.description)
        XCTAssertNil(repo.language)
        XCTAssertNil(repo.license)
    }

    func test_searchPage_absentTopics_mapToEmpty() throws {
        XCTAssertEqual(try mapFixturePage().items[3].topics, [])
    }

    func test_searchPage_escapedDescription_decodesEscapesAndSurrogatePair() throws {
        XCTAssertEqual(
            try mapFixturePage().items[4].description,
            "Caf\u{E9} \u{1F680} line one\nline \"two\" with a backslash \\ and a tab\t")
    }

    func test_searchPage_idBeyondInt32_staysExact() throws {
        XCTAssertEqual(try mapFixturePage().items[5].id, 5_000_000_000)
    }

    func test_searchPage_rawUnicodeDescription_isKept() throws {
        let descriptions = try mapFixturePage().items.compactMap(\.description)
        XCTAssertTrue(descriptions.contains("Fast 🚀 networking for Swift") || descriptions.contains("日本語のドキュメント付き"))
    }

    func test_searchPage_nullPushedAt_mapsToNil() throws {
        XCTAssertNil(try mapFixturePage().items[3].pushedAt)
    }

    func test_searchPage_noassertionLicense_keepsSpdxAsIs() throws {
        let spdxIDs = try mapFixturePage().items.compactMap { $0.license?.spdxID }
        XCTAssertTrue(spdxIDs.contains("NOASSERTION"))
    }

    func test_searchPage_forksAndArchivedFlags_areRead() throws {
        let items = try mapFixturePage().items
        XCTAssertEqual(items[11].isFork, true)
        XCTAssertEqual(items[0].isFork, false)
        XCTAssertEqual(items[6].isArchived, true)
    }

    func test_searchPage_dates_areParsedInUTC() throws {
        let repo = try SearchResponse(map: JSONMap(RepoItem.page([RepoItem.with("pushed_at", nil)]))).items[0]
        XCTAssertEqual(repo.createdAt, Date(timeIntervalSince1970: 1_445_634_907))
        XCTAssertNil(repo.pushedAt)
    }

    func test_repositoryObject_mapsSubscriberCount() throws {
        let repo = try GithubRepo(jsonData: try Fixture.bytes("repository.json"))
        XCTAssertEqual(repo.subscriberCount, 2_483)
        XCTAssertEqual(repo.watcherCount, 66_512)
        XCTAssertEqual(repo.forkCount, 10_321)
        XCTAssertEqual(repo.openIssueCount, 7_654)
        XCTAssertEqual(repo.pushedAt, GithubTimestamp.date(from: "2024-05-20T09:30:55Z"))
    }

    func test_nullOwnerWithLeadingSlashFullName_fallsBackToEmptyLogin() throws {
        var item = RepoItem.complete
        item["owner"] = JSONValue.null
        item["full_name"] = .string("/swift")
        XCTAssertEqual(try GithubRepo(map: JSONMap(.object(item))).owner.login, "")
    }

    // MARK: Each required field, missing

    func test_missingFullName_namesKeyPath() { assertMissing("full_name", expected: "string") }
    func test_missingHTMLURL_namesKeyPath() { assertMissing("html_url", expected: "URL string") }
    func test_missingStargazersCount_namesKeyPath() { assertMissing("stargazers_count", expected: "integer") }
    func test_missingForksCount_namesKeyPath() { assertMissing("forks_count", expected: "integer") }
    func test_missingWatchersCount_namesKeyPath() { assertMissing("watchers_count", expected: "integer") }
    func test_missingOpenIssuesCount_namesKeyPath() { assertMissing("open_issues_count", expected: "integer") }

    func test_factsThatMayBeUnknown_readAsUnknownWhenAbsent() throws {
        var item = RepoItem.complete
        item["id"] = nil
        item["fork"] = nil
        item["created_at"] = nil
        item["updated_at"] = nil
        let repo = try GithubRepo(map: JSONMap(.object(item)))
        XCTAssertNil(repo.id)
        XCTAssertNil(repo.isFork)
        XCTAssertNil(repo.createdAt)
        XCTAssertNil(repo.updatedAt)
    }

    func test_absentName_comesFromTheFullName() throws {
        var item = RepoItem.complete
        item["name"] = nil
        item["full_name"] = .string("apple/swift-nio")
        XCTAssertEqual(try GithubRepo(map: JSONMap(.object(item))).name, "swift-nio")
    }

    func test_fieldsGitHubAddedLater_readAsUnknownWhenAbsent() throws {
        var item = RepoItem.complete
        item["archived"] = nil
        item["default_branch"] = nil
        let repo = try GithubRepo(map: JSONMap(.object(item)))
        XCTAssertNil(repo.isArchived)
        XCTAssertNil(repo.defaultBranch)
    }

    func test_nullRequiredField_isReportedAsMissing() {
        XCTAssertEqual(
            RepoItem.pageError(for: RepoItem.with("stargazers_count", .null)),
            .missingField(keyPath: "items[0].stargazers_count", expected: "integer"))
    }

    func test_missingFieldInThirdItem_namesItsIndex() {
        let items = [
            RepoItem.with("id", .integer(1)), RepoItem.with("id", .integer(2)), RepoItem.with("full_name", nil),
        ]
        XCTAssertThrowsError(try SearchResponse(map: JSONMap(RepoItem.page(items)))) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "items[2].full_name", expected: "string"))
        }
    }

    func test_missingItems_namesEnvelopeKey() {
        XCTAssertThrowsError(
            try SearchResponse(
                map: JSONMap(
                    .object([
                        "total_count": .integer(0),
                        "incomplete_results": .bool(false),
                    ])))
        ) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "items", expected: "array"))
        }
    }

    // MARK: Each required field, mistyped

    func test_mistypedID_namesKeyPath() { assertMistyped("id", .string("1"), expected: "integer", found: "string") }
    func test_fractionalID_isMistyped() { assertMistyped("id", .double(1.5), expected: "integer", found: "number") }
    func test_mistypedName_namesKeyPath() { assertMistyped("name", .integer(1), expected: "string", found: "number") }
    func test_mistypedFullName_namesKeyPath() {
        assertMistyped("full_name", .bool(true), expected: "string", found: "boolean")
    }
    func test_mistypedHTMLURL_namesKeyPath() {
        assertMistyped("html_url", .string("not a url"), expected: "URL string", found: "string")
    }
    func test_mistypedStargazersCount_namesKeyPath() {
        assertMistyped("stargazers_count", .string("66k"), expected: "integer", found: "string")
    }
    func test_mistypedForksCount_namesKeyPath() {
        assertMistyped("forks_count", .array([]), expected: "integer", found: "array")
    }
    func test_mistypedWatchersCount_namesKeyPath() {
        assertMistyped("watchers_count", .object([:]), expected: "integer", found: "object")
    }
    func test_mistypedOpenIssuesCount_namesKeyPath() {
        assertMistyped("open_issues_count", .bool(false), expected: "integer", found: "boolean")
    }
    func test_mistypedArchived_namesKeyPath() {
        assertMistyped("archived", .integer(0), expected: "boolean", found: "number")
    }
    func test_mistypedFork_namesKeyPath() {
        assertMistyped("fork", .string("no"), expected: "boolean", found: "string")
    }
    func test_mistypedCreatedAt_namesKeyPath() {
        assertMistyped("created_at", .string("yesterday"), expected: "ISO-8601 date string", found: "string")
    }
    func test_mistypedUpdatedAt_namesKeyPath() {
        assertMistyped("updated_at", .integer(1_700_000_000), expected: "ISO-8601 date string", found: "number")
    }
    func test_mistypedDefaultBranch_namesKeyPath() {
        assertMistyped("default_branch", .integer(7), expected: "string", found: "number")
    }

    // MARK: Optional fields

    func test_optionalFields_acceptNull() throws {
        var item = RepoItem.complete
        for key in ["description", "subscribers_count", "language", "topics", "license", "owner", "pushed_at"] {
            item[JSONKey(key)] = JSONValue.null
        }
        let repo = try GithubRepo(map: JSONMap(.object(item)))
        XCTAssertNil(repo.description)
        XCTAssertNil(repo.subscriberCount)
        XCTAssertNil(repo.language)
        XCTAssertEqual(repo.topics, [])
        XCTAssertNil(repo.license)
        XCTAssertEqual(repo.owner, RepoOwner(login: "apple", avatarURL: nil))
        XCTAssertNil(repo.pushedAt)
    }

    func test_optionalFields_acceptAbsence() throws {
        var item = RepoItem.complete
        for key in ["description", "subscribers_count", "language", "topics", "license", "owner", "pushed_at"] {
            item[JSONKey(key)] = nil
        }
        let repo = try GithubRepo(map: JSONMap(.object(item)))
        XCTAssertNil(repo.description)
        XCTAssertNil(repo.subscriberCount)
        XCTAssertEqual(repo.topics, [])
        XCTAssertEqual(repo.owner.login, "apple")
    }

    func test_mistypedDescription_throws() {
        assertMistyped("description", .integer(5), expected: "string", found: "number")
    }
    func test_mistypedSubscribersCount_throws() {
        assertMistyped("subscribers_count", .string("many"), expected: "integer", found: "string")
    }
    func test_mistypedLanguage_throws() {
        assertMistyped("language", .array([.string("Swift")]), expected: "string", found: "array")
    }
    func test_topicsAsString_throws() {
        assertMistyped("topics", .string("swift"), expected: "array of string", found: "string")
    }
    func test_topicsWithNumber_throws() {
        assertMistyped("topics", .array([.string("swift"), .integer(1)]), expected: "array of string", found: "array")
    }
    func test_mistypedPushedAt_throws() {
        assertMistyped("pushed_at", .string("never"), expected: "ISO-8601 date string", found: "string")
    }
    func test_licenseAsString_isTypeMismatchAtLicense() {
        assertMistyped("license", .string("MIT"), expected: "object", found: "string")
    }
    func test_ownerAsNumber_isTypeMismatchAtOwner() {
        assertMistyped("owner", .integer(42), expected: "object", found: "number")
    }
    func test_licenseWithoutName_namesNestedKeyPath() {
        XCTAssertEqual(
            RepoItem.pageError(for: RepoItem.with("license", .object(["spdx_id": .string("MIT")]))),
            .missingField(keyPath: "items[0].license.name", expected: "string"))
    }
    func test_ownerWithoutLogin_namesNestedKeyPath() {
        XCTAssertEqual(
            RepoItem.pageError(for: RepoItem.with("owner", .object(["avatar_url": .null]))),
            .missingField(keyPath: "items[0].owner.login", expected: "string"))
    }
    func test_ownerWithMistypedAvatar_namesNestedKeyPath() {
        XCTAssertEqual(
            RepoItem.pageError(
                for: RepoItem.with("owner", .object(["login": .string("apple"), "avatar_url": .integer(1)]))),
            .typeMismatch(keyPath: "items[0].owner.avatar_url", expected: "URL string", found: "number"))
    }
}
