import Domain
import Foundation
import XCTest

final class DetailModelsMappingTests: XCTestCase {
    func test_contributors_mapFromTopLevelArray() throws {
        let contributors: [Contributor] = try JSONMap(try JSONParser.parse(try Fixture.bytes("contributors.json")))
            .elements()
        XCTAssertEqual(contributors.map(\.login), ["octocat", "dependabot[bot]", "hubot"])
        XCTAssertEqual(contributors.map(\.contributionCount), [1234, 87, 1])
        XCTAssertEqual(contributors[0].htmlURL, URL(string: "https://github.com/octocat"))
        XCTAssertNil(contributors[2].htmlURL)
    }

    func test_contributorWithoutContributions_namesIndexFromRoot() {
        let json = JSONValue.array([.object(["login": .string("octocat")])])
        XCTAssertThrowsError(try JSONMap(json).elements(as: Contributor.self)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "[0].contributions", expected: "integer"))
        }
    }

    func test_contributorsFromObject_isTypeMismatchAtRoot() {
        XCTAssertThrowsError(try JSONMap(.object([:])).elements(as: Contributor.self)) { error in
            XCTAssertEqual(error as? MappingError, .typeMismatch(keyPath: "(root)", expected: "array", found: "object"))
        }
    }

    func test_release_mapsTagNameDateAndURL() throws {
        let release = try Release(jsonData: try Fixture.bytes("release.json"))
        XCTAssertEqual(release.tagName, "v1.0.0")
        XCTAssertEqual(release.name, "v1.0.0 \u{2014} first release")
        XCTAssertEqual(release.publishedAt, GithubTimestamp.date(from: "2013-02-27T19:35:32Z"))
        XCTAssertEqual(release.htmlURL, URL(string: "https://github.com/octocat/Hello-World/releases/v1.0.0"))
    }

    func test_draftRelease_hasNilPublishedAt() throws {
        let release = try Release(map: JSONMap(.object(["tag_name": .string("v2"), "published_at": .null])))
        XCTAssertNil(release.publishedAt)
        XCTAssertNil(release.name)
    }

    func test_account_mapsUserObject() throws {
        let account = try Account(jsonData: try Fixture.bytes("user.json"))
        XCTAssertEqual(
            account,
            Account(
                login: "octocat", name: "monalisa octocat",
                htmlURL: URL(string: "https://github.com/octocat"), publicRepositoryCount: 2))
    }

    func test_accountFromArray_isTypeMismatchAtRoot() {
        XCTAssertThrowsError(try Account(jsonData: Array("[]".utf8))) { error in
            XCTAssertEqual(error as? MappingError, .typeMismatch(keyPath: "(root)", expected: "object", found: "array"))
        }
    }

    func test_accountFromHTML_isInvalidJSON() {
        XCTAssertThrowsError(try Account(jsonData: Array("<html>".utf8))) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, nil)
            guard case .invalidJSON = error as? MappingError else { return XCTFail("\(error)") }
        }
    }

    func test_rateLimits_mapSearchAndCore() throws {
        let overview = try RateLimitOverview(jsonData: try Fixture.bytes("rate_limit.json"))
        XCTAssertEqual(
            overview.search,
            RateLimitStatus(
                limit: 30, remaining: 18, used: 12,
                resetAt: Date(timeIntervalSince1970: 1_691_591_091), resource: "search"))
        XCTAssertEqual(overview.core.limit, 5000)
        XCTAssertFalse(overview.core.isExhausted)
    }

    func test_rateLimitWithoutSearch_namesNestedKeyPath() {
        XCTAssertThrowsError(try RateLimitOverview(jsonData: Array(#"{"resources":{"core":{}}}"#.utf8))) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "resources.search", expected: "object"))
        }
    }

    func test_rateLimitWithMistypedRemaining_namesFullKeyPath() {
        let text = #"{"resources":{"search":{"limit":30,"remaining":"x","reset":1},"core":{}}}"#
        XCTAssertThrowsError(try RateLimitOverview(jsonData: Array(text.utf8))) { error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "resources.search.remaining", expected: "integer", found: "string"))
        }
    }

    func test_rateLimitWithResourcesAsString_isTypeMismatchAtResources() {
        XCTAssertThrowsError(try RateLimitOverview(jsonData: Array(#"{"resources":"none"}"#.utf8))) { error in
            XCTAssertEqual(
                error as? MappingError, .typeMismatch(keyPath: "resources", expected: "object", found: "string"))
        }
    }

    func test_exhaustedStatus_isExhausted() {
        XCTAssertTrue(RateLimitStatus(limit: 10, remaining: 0, used: 10, resetAt: Date(), resource: nil).isExhausted)
    }

    func test_license_spdxIDIsOptional() throws {
        XCTAssertEqual(
            try RepoLicense(map: JSONMap(.object(["name": .string("Other"), "spdx_id": .null]))),
            RepoLicense(spdxID: nil, name: "Other"))
    }
}
