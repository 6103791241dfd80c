import CommandLineInterface
import Domain
import XCTest

@testable import Terminal

final class RepoJSONFormatterTests: XCTestCase {
    private func object(_ value: JSONValue) throws -> [JSONKey: JSONValue] {
        guard case .object(let members) = value else {
            XCTFail("expected an object, got \(value.typeName)")
            return [:]
        }
        return members
    }

    func test_repository_usesGithubKeyNames() throws {
        let members = try object(RepoJSONFormatter.repository(CommandFixtures.repository()))

        XCTAssertEqual(members["full_name"], .string("octo/widget"))
        XCTAssertEqual(members["id"], .integer(4_200_000_000))
        XCTAssertEqual(members["stargazers_count"], .integer(1234))
        XCTAssertEqual(members["forks_count"], .integer(56))
        XCTAssertEqual(members["topics"], .array([.string("cli"), .string("swift")]))
        XCTAssertEqual(members["created_at"], .string("1970-01-01T00:00:00Z"))
        XCTAssertEqual(members["updated_at"], .string("2023-11-14T22:13:20Z"))
        XCTAssertEqual(
            members["owner"],
            .object(["login": .string("octo"), "avatar_url": .string("https://avatars.example.invalid/octo")]))
        XCTAssertEqual(members["license"], .object(["spdx_id": .string("MIT"), "name": .string("MIT License")]))
        XCTAssertNil(members["subscribers_count"], "search items do not carry subscribers")
    }

    func test_repository_absentValuesAreNull() throws {
        let repository = CommandFixtures.repository(
            description: nil, language: nil, license: nil, pushedAt: nil, avatarURL: nil)

        let members = try object(RepoJSONFormatter.repository(repository))

        XCTAssertEqual(members["description"], .null)
        XCTAssertEqual(members["language"], .null)
        XCTAssertEqual(members["license"], .null)
        XCTAssertEqual(members["pushed_at"], .null)
        XCTAssertEqual(members["owner"], .object(["login": .string("octo"), "avatar_url": .null]))
    }

    func test_repository_keepsTheRealTextForJSONConsumers() throws {
        let description = "two\nlines \u{1b}[2J"

        let members = try object(RepoJSONFormatter.repository(CommandFixtures.repository(description: description)))

        XCTAssertEqual(members["description"], .string(description))
        XCTAssertFalse(JSONWriter.bytes(.object(members)).contains(0x1B), "JSON escaping keeps ESC off the terminal")
    }

    func test_searchResults_isTheEnvelope() throws {
        let results = SearchResults(items: [CommandFixtures.repository()], totalCount: 99, isIncomplete: true)

        let members = try object(RepoJSONFormatter.searchResults(results))

        XCTAssertEqual(members["total_count"], .integer(99))
        XCTAssertEqual(members["incomplete_results"], .bool(true))
        XCTAssertEqual(members["items"].map { if case .array(let items) = $0 { items.count } else { -1 } }, 1)
    }

    func test_detail_addsSubscribersLanguagesContributorsReleaseAndReadme() throws {
        let members = try object(RepoJSONFormatter.detail(CommandFixtures.detail()))

        XCTAssertEqual(members["subscribers_count"], .integer(89))
        XCTAssertEqual(members["contributors_count"], .integer(2))
        XCTAssertEqual(members["readme_name"], .string("README.md"))
        XCTAssertEqual(members["languages"], .object(["Swift": .integer(900), "C": .integer(100)]))
        XCTAssertEqual(
            members["contributors"],
            .array([
                .object(["login": .string("alice"), "contributions": .integer(40)]),
                .object(["login": .string("bob"), "contributions": .integer(2)]),
            ]))
        XCTAssertEqual(
            members["latest_release"],
            .object([
                "tag_name": .string("v2.0.0"), "name": .string("Two"), "published_at": .string("2023-11-14T22:13:20Z"),
                "html_url": .null,
            ]))
        XCTAssertEqual(members["readme"], .string("# Widget\n\tindented\n"))
    }

    func test_detail_contributorsCount_isTheTotal_orNullWhenUnknown() throws {
        var detail = CommandFixtures.detail()
        let alice = Contributor(login: "alice", contributionCount: 40, htmlURL: nil)
        detail.contributors = .loaded(ContributorList(top: [alice], totalCount: 23))
        let counted = try object(RepoJSONFormatter.detail(detail))
        detail.contributors = .loaded(ContributorList(top: [alice], totalCount: nil))
        let uncounted = try object(RepoJSONFormatter.detail(detail))

        XCTAssertEqual(counted["contributors_count"], .integer(23))
        XCTAssertEqual(uncounted["contributors_count"], .null)
        XCTAssertEqual(
            uncounted["contributors"], .array([.object(["login": .string("alice"), "contributions": .integer(40)])]))
    }

    func test_detail_withoutReleaseOrReadmeHasNulls() throws {
        let members = try object(RepoJSONFormatter.detail(CommandFixtures.detail(readme: nil, release: nil)))

        XCTAssertEqual(members["latest_release"], .null)
        XCTAssertEqual(members["readme"], .null)
        XCTAssertEqual(members["readme_name"], .null)
    }

    func test_keys_areTheFieldsTheCommandLineDeclares() throws {
        let repository = RepoJSONFormatter.repository(CommandFixtures.repository())
        guard case .object(let members) = repository else { return XCTFail("not an object") }
        XCTAssertEqual(Set(members.keys.map(\.name)), Set(JSONFields.repository))
        guard case .object(let detail) = RepoJSONFormatter.detail(CommandFixtures.detail()) else {
            return XCTFail("not an object")
        }
        XCTAssertEqual(Set(detail.keys.map(\.name)), Set(JSONFields.detail))
    }

    func test_searchFields_byGithubCLINames_keepTheNamesAskedForWithGhValues() throws {
        let results = SearchResults(items: [CommandFixtures.repository()], totalCount: 1, isIncomplete: false)
        let fields = ["fullName", "stargazersCount", "forksCount", "openIssuesCount", "isArchived", "pushedAt", "url"]

        let json = RepoJSONFormatter.searchResults(results, selection: .fields(fields + ["full_name"]))

        guard case .array(let items) = json, let first = items.first else { return XCTFail("not an array") }
        XCTAssertEqual(
            try object(first),
            [
                "fullName": .string("octo/widget"), "stargazersCount": .integer(1234), "forksCount": .integer(56),
                "openIssuesCount": .integer(7), "isArchived": .bool(false), "pushedAt": .string("2023-11-14T22:13:20Z"),
                "url": .string("https://github.com/octo/widget"), "full_name": .string("octo/widget"),
            ])
    }

    func test_showFields_byGithubCLINames_haveGhShapes_andGhsEmptyValueForWhatGithubDidNotSend() throws {
        var detail = CommandFixtures.detail()
        detail.repository = .loaded(
            CommandFixtures.repository(
                license: RepoLicense(spdxID: "MIT", name: "MIT License", key: "mit"), subscriberCount: 89))
        let fields = [
            "nameWithOwner", "stargazerCount", "forkCount", "homepageUrl", "primaryLanguage", "licenseInfo",
            "repositoryTopics", "latestRelease", "defaultBranchRef", "watchers",
        ]

        let members = try object(RepoJSONFormatter.detail(detail, selection: .fields(fields)))

        XCTAssertEqual(
            members,
            [
                "nameWithOwner": .string("octo/widget"), "stargazerCount": .integer(1234), "forkCount": .integer(56),
                "homepageUrl": .string(""), "primaryLanguage": .object(["name": .string("Swift")]),
                "licenseInfo": .object(["key": .string("mit"), "name": .string("MIT License"), "nickname": .string("")]
                ),
                "repositoryTopics": .array([.object(["name": .string("cli")]), .object(["name": .string("swift")])]),
                "latestRelease": .object([
                    "name": .string("Two"), "tagName": .string("v2.0.0"), "url": .string(""),
                    "publishedAt": .string("2023-11-14T22:13:20Z"),
                ]),
                "defaultBranchRef": .object(["name": .string("main")]),
                "watchers": .object(["totalCount": .integer(89)]),
            ])
    }

    func test_showFields_ghValuesThatAreAbsent_areNullWhereGhPrintsNull_andOtherwiseGhsEmptyValue() throws {
        var detail = CommandFixtures.detail(release: nil)
        detail.repository = .loaded(CommandFixtures.repository(language: nil, license: nil, pushedAt: nil))

        let members = try object(
            RepoJSONFormatter.detail(
                detail, selection: .fields(["primaryLanguage", "licenseInfo", "latestRelease", "pushedAt", "watchers"]))
        )

        XCTAssertEqual(
            members,
            [
                "primaryLanguage": .null, "licenseInfo": .null, "latestRelease": .null, "pushedAt": .null,
                "watchers": .object(["totalCount": .integer(0)]),
            ])
    }
}
