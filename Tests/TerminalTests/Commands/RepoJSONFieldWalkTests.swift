import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// Every field `--json` prints for a repository, compared with the value GitHub sent for it, over recorded answers:
/// the swift repository, a 100-item search page (null owners, null descriptions, missing topics) and two written
/// after real answers (a fork with issues turned off and `""` strings; a sparse Enterprise answer with nulls and
/// missing fields), and `show`'s parts (subscribers, languages, contributors, the latest release) from the recorded
/// part answers. Strings stay as sent (`""` is `""`), `null` only where GitHub has null or nothing.
final class RepoJSONFieldWalkTests: XCTestCase {
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The GitHub repository objects of the recorded answers.
    private func recordedRepositories() throws -> [[String: Any]] {
        let read = { (path: String) throws -> Any in
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.testsFolder.appendingPathComponent(path)))
        }
        let page = try XCTUnwrap(read("DomainTests/Fixtures/search-repositories-page.json") as? [String: Any])
        let items = try XCTUnwrap(page["items"] as? [[String: Any]])
        let single = try [
            "DomainTests/Fixtures/repository.json", "TerminalTests/Fixtures/repository-issues-off.json",
            "TerminalTests/Fixtures/repository-enterprise-sparse.json",
        ].map { try XCTUnwrap(read($0) as? [String: Any], $0) }
        return single + items
    }

    /// What `--json` prints for `github` (mapped, formatted, written), read back.
    private func printed(_ github: [String: Any]) throws -> [String: Any] {
        let repository = try GithubRepo(jsonData: JSONSerialization.data(withJSONObject: github))
        let text = JSONWriter.string(RepoJSONFormatter.repository(repository))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// GitHub's value at `key` of `object`, with an absent member as null.
    private func sent(_ object: [String: Any]?, _ key: String) -> NSObject {
        (object?[key] as? NSObject) ?? NSNull()
    }

    func test_everyPrintedField_isGithubsValue() throws {
        let repositories = try recordedRepositories()
        XCTAssertGreaterThan(repositories.count, 100)
        for github in repositories {
            let name = github["full_name"] as? String ?? "?"
            let output = try printed(github)
            XCTAssertEqual(
                Set(output.keys), Set(JSONFields.repository),
                "\(name): a field is printed that this walk does not compare, or one is missing")
            let plain = [
                "id", "name", "full_name", "description", "html_url", "stargazers_count", "watchers_count",
                "forks_count", "open_issues_count", "language", "archived", "fork", "default_branch", "created_at",
                "updated_at", "pushed_at", "homepage", "visibility", "clone_url", "ssh_url",
            ]
            for key in plain {
                XCTAssertEqual(output[key] as? NSObject, sent(github, key), "\(name): \(key)")
            }
            XCTAssertEqual(
                output["topics"] as? NSObject, (github["topics"] as? NSObject) ?? NSArray(), "\(name): topics")
            let owner = github["owner"] as? [String: Any]
            let printedOwner = output["owner"] as? [String: Any]
            XCTAssertEqual(
                printedOwner?["login"] as? String,
                owner?["login"] as? String ?? (github["full_name"] as? String)?.components(separatedBy: "/").first,
                "\(name): owner.login (from full_name when the owner is null)")
            XCTAssertEqual(printedOwner?["avatar_url"] as? NSObject, sent(owner, "avatar_url"), "\(name): avatar_url")
            let license = github["license"] as? [String: Any]
            let printedLicense = output["license"] as? [String: Any]
            XCTAssertEqual(printedLicense == nil, license == nil, "\(name): license")
            for key in ["spdx_id", "name"] where license != nil {
                XCTAssertEqual(printedLicense?[key] as? NSObject, sent(license, key), "\(name): license.\(key)")
            }
            let parent = github["parent"] as? [String: Any]
            XCTAssertEqual(
                (output["parent"] as? [String: Any])?["full_name"] as? NSObject,
                parent.map { sent($0, "full_name") }, "\(name): parent.full_name")
        }
    }

    func test_emptyStringsStayEmptyStrings_andNullsStayNull() throws {
        let github = try XCTUnwrap(
            try recordedRepositories().first { $0["full_name"] as? String == "example-org/mirror-tools" })

        let output = try printed(github)

        XCTAssertEqual(output["homepage"] as? String, "")
        XCTAssertEqual(output["description"] as? String, "")
        XCTAssertTrue(output["language"] is NSNull)
        XCTAssertTrue(output["license"] is NSNull)
    }

    func test_detailParts_areGithubsValues() throws {
        let read = { (name: String) throws -> Data in
            try Data(contentsOf: Self.testsFolder.appendingPathComponent("DomainTests/Fixtures/\(name)"))
        }
        let github = try XCTUnwrap(try JSONSerialization.jsonObject(with: read("repository.json")) as? [String: Any])
        let release = try XCTUnwrap(try JSONSerialization.jsonObject(with: read("release.json")) as? [String: Any])
        let people = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: read("contributors.json")) as? [[String: Any]])
        let bytes = try XCTUnwrap(try JSONSerialization.jsonObject(with: read("languages.json")) as? [String: Int])
        let repository = try GithubRepo(jsonData: read("repository.json"))
        let contributors = try people.map { try Contributor(jsonData: JSONSerialization.data(withJSONObject: $0)) }
        var detail = RepoDetailState(summary: repository)
        detail.repository = .loaded(repository)
        detail.latestRelease = .loaded(try Release(jsonData: read("release.json")))
        detail.contributors = .loaded(ContributorList(complete: contributors))
        detail.languages = .loaded(bytes.map { LanguageShare(name: $0.key, byteCount: $0.value, fraction: 0) })

        let text = JSONWriter.string(RepoJSONFormatter.detail(detail, selection: .allFields))
        let output = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])

        XCTAssertEqual(output["subscribers_count"] as? NSObject, sent(github, "subscribers_count"))
        XCTAssertEqual(output["languages"] as? [String: Int], bytes)
        let printedPeople = try XCTUnwrap(output["contributors"] as? [[String: Any]])
        XCTAssertEqual(printedPeople.count, people.count)
        for (printed, sentPerson) in zip(printedPeople, people) {
            XCTAssertEqual(printed["login"] as? NSObject, sent(sentPerson, "login"))
            XCTAssertEqual(printed["contributions"] as? NSObject, sent(sentPerson, "contributions"))
        }
        let printedRelease = try XCTUnwrap(output["latest_release"] as? [String: Any])
        XCTAssertEqual(Set(printedRelease.keys), ["tag_name", "name", "published_at", "html_url"])
        for key in printedRelease.keys {
            XCTAssertEqual(printedRelease[key] as? NSObject, sent(release, key), "latest_release.\(key)")
        }
    }
}
