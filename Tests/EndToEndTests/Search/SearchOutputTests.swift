import Foundation
import XCTest

/// `repo-browser search` against the fake API: plain rows, JSON, paging.
final class SearchOutputTests: EndToEndTestCase {
    func test_search_printsOneTabSeparatedRowPerRepository() throws {
        let result = try runAgainstAPI(["search", "swift", "--limit", "3"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 3)
        let columns = try XCTUnwrap(result.outputLines.first).components(separatedBy: "\t")
        XCTAssertEqual(
            columns,
            [
                "sample-org/repo-0", "5000", "100", "Swift",
                "Sample repository sample-org/repo-0 served by the fake API.",
            ])
        XCTAssertEqual(result.errorText, "")
    }

    func test_search_sanitisesHostileDescriptionIntoOneRow() throws {
        let hostile = "evil\u{1b}]0;pwned\u{07} text\u{1b}[2J\tmore\nrow2\tfake"
        try api.addRoutes([
            FixtureRoutes.search(
                query: "hostile",
                items: [
                    FixtureRoutes.repository(
                        fullName: "bad/actor", overrides: ["description": hostile, "language": NSNull()])
                ])
        ])

        let result = try runAgainstAPI(["search", "hostile"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertFalse(result.output.contains(0x1B), "no ESC byte may reach the terminal")
        XCTAssertFalse(result.output.contains(0x07), "no BEL byte may reach the terminal")
        XCTAssertEqual(result.outputLines.count, 1, "a newline in a description must not start a row")
        let columns = try XCTUnwrap(result.outputLines.first).components(separatedBy: "\t")
        XCTAssertEqual(columns.count, 5)
        XCTAssertEqual(columns[3], "", "no language is an empty column")
        XCTAssertTrue(columns[4].hasPrefix("evil"))
        XCTAssertTrue(columns[4].hasSuffix("more row2 fake"))
    }

    func test_searchJSONFields_printsAnArrayOfOnlyThoseFields() throws {
        let result = try runAgainstAPI(["search", "swift", "-L", "2", "--json", "full_name,stargazers_count"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
        XCTAssertEqual(
            items.map { Set($0.keys) }, [["full_name", "stargazers_count"], ["full_name", "stargazers_count"]])
        XCTAssertEqual(items.first?["full_name"] as? String, "sample-org/repo-0")
        XCTAssertEqual(items.first?["stargazers_count"] as? Int, 5000)
    }

    func test_searchJSONUnknownField_isAUsageErrorListingTheFields() throws {
        let result = try runAgainstAPI(["search", "--json", "full_name,stars"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.hasPrefix("error: unknown field 'stars' for '--json'; available fields: "))
        XCTAssertTrue(result.errorText.contains("stargazers_count"), result.errorText)
        XCTAssertEqual(try requests(to: "/search").count, 0, "a usage error sends no request")
    }

    func test_searchJSON_printsGithubShapedEnvelope() throws {
        let result = try runAgainstAPI(["search", "swift", "--limit", "2", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let envelope = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertEqual(envelope["total_count"] as? Int, 250)
        XCTAssertEqual(envelope["incomplete_results"] as? Bool, false)
        let items = try XCTUnwrap(envelope["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 2)
        let item = try XCTUnwrap(items.first)
        for key in [
            "id", "name", "full_name", "owner", "description", "html_url", "stargazers_count", "forks_count",
            "language",
            "topics", "updated_at", "created_at", "pushed_at", "watchers_count", "open_issues_count", "license",
            "archived", "fork", "default_branch",
        ] {
            XCTAssertNotNil(item[key], "missing \(key)")
        }
        XCTAssertEqual(item["full_name"] as? String, "sample-org/repo-0")
        XCTAssertEqual(item["id"] as? Int, 1000)
        XCTAssertEqual(item["updated_at"] as? String, "2024-05-06T07:08:09Z")
        XCTAssertEqual((item["topics"] as? [String])?.prefix(3), ["sample", "swift", "ios"])
        let owner = try XCTUnwrap(item["owner"] as? [String: Any])
        XCTAssertEqual(owner["login"] as? String, "sample-org")
        XCTAssertEqual(owner["avatar_url"] as? String, "https://avatars.example.invalid/sample-org")
        let license = try XCTUnwrap(item["license"] as? [String: Any])
        XCTAssertEqual(license["spdx_id"] as? String, "MIT")
    }

    func test_searchJSON_keepsGithubNullsAndRealText() throws {
        let description = "line one\nline \u{1b}[2J two"
        try api.addRoutes([
            FixtureRoutes.search(
                query: "nulls",
                items: [
                    FixtureRoutes.repository(
                        fullName: "null/values",
                        overrides: [
                            "language": NSNull(), "license": NSNull(), "pushed_at": NSNull(), "owner": NSNull(),
                            "description": description,
                        ]),
                    FixtureRoutes.repository(fullName: "no/description", overrides: ["description": NSNull()]),
                ])
        ])

        let result = try runAgainstAPI(["search", "nulls", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertFalse(result.output.contains(0x1B), "JSON escaping keeps ESC off the terminal")
        let envelope = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let items = try XCTUnwrap(envelope["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 2)
        XCTAssertTrue(items[0]["language"] is NSNull)
        XCTAssertTrue(items[0]["license"] is NSNull)
        XCTAssertTrue(items[0]["pushed_at"] is NSNull)
        XCTAssertEqual(items[0]["description"] as? String, description, "JSON carries the real data")
        let owner = try XCTUnwrap(items[0]["owner"] as? [String: Any])
        XCTAssertEqual(owner["login"] as? String, "null")
        XCTAssertTrue(owner["avatar_url"] is NSNull)
        XCTAssertTrue(items[1]["description"] is NSNull)
    }

    func test_searchLimit_followsNextPagesUntilTheLimit() throws {
        let result = try runAgainstAPI(["search", "paged", "--limit", "25", "--per-page", "10"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 25)
        XCTAssertEqual(result.outputLines.last?.components(separatedBy: "\t").first, "sample-org/repo-24")
        let searches = try requests(to: "/search/repositories")
        XCTAssertEqual(searches.count, 3)
        XCTAssertTrue(searches.allSatisfy { $0.path.contains("per_page=10") })
        XCTAssertTrue(try XCTUnwrap(searches.last).path.contains("page=3"))
    }

    func test_searchLimit_beyondTheResultsStopsAtTheLastPage() throws {
        let result = try runAgainstAPI(["search", "few", "_total:15", "--limit", "50", "--per-page", "10"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 15)
        XCTAssertEqual(try requests(to: "/search/repositories").count, 2)
    }

    func test_search_noResultsPrintsNothingAndSucceeds() throws {
        try api.addRoutes([FixtureRoutes.search(query: "nothing", items: [])])

        let result = try runAgainstAPI(["search", "nothing"])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertEqual(result.errorText, "", "the notice is for terminals only")
    }

    func test_search_defaultQueryAndSortReachTheAPI() throws {
        let result = try runAgainstAPI(["search", "--sort", "stars", "--order", "asc", "--limit", "5"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let path = try XCTUnwrap(try requests(to: "/search/repositories").first).path
        XCTAssertTrue(path.contains("q=language%3Aswift") || path.contains("q=language:swift"), path)
        XCTAssertTrue(path.contains("sort=stars"), path)
        XCTAssertTrue(path.contains("order=asc"), path)
        XCTAssertTrue(path.contains("per_page=5"), path)
    }

    func test_search_usesGithubAPIURLFromTheEnvironment() throws {
        let result = binary.run(
            ["search", "environment", "--limit", "1"], environment: ["GITHUB_API_URL": try api.baseURL])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 1)
        XCTAssertEqual(try requests(to: "/search/repositories").count, 1)
    }

    func test_noCommandWhenPiped_searchesWithDefaults() throws {
        let result = try runAgainstAPI([])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 30)
        let path = try XCTUnwrap(try requests(to: "/search/repositories").first).path
        XCTAssertTrue(path.contains("language"), path)
    }

    func test_search_readerClosingEarlyEndsQuietly() throws {
        let script = #"("$0" --api-url "$API" search big _total:1000 --limit 1000; echo "status=$?" >&2) | head -n 1"#
        let piped = binary.runShell(script, environment: ["API": try api.baseURL])

        XCTAssertEqual(piped.status, 0)
        XCTAssertEqual(piped.outputLines.count, 1)
        XCTAssertTrue(piped.outputLines.first?.hasPrefix("sample-org/repo-0\t") ?? false, piped.outputText)
        let status = piped.errorText.components(separatedBy: "status=").last?.trimmingCharacters(
            in: .whitespacesAndNewlines)
        XCTAssertTrue(status == "0" || status == "141", "exit status \(status ?? "none"): \(piped.errorText)")
        XCTAssertFalse(piped.errorText.contains("Fatal error"), piped.errorText)
        XCTAssertFalse(piped.errorText.lowercased().contains("stack"), piped.errorText)
    }
}
