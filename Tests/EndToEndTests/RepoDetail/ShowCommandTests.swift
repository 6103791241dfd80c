import Foundation
import XCTest

/// `repo-browser show OWNER/NAME` against the fake API.
final class ShowCommandTests: EndToEndTestCase {
    func test_show_printsTheDetailAsText() throws {
        let result = try runAgainstAPI(["show", "sample-org/demo"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let text = result.outputText
        XCTAssertEqual(result.outputLines.first, "sample-org/demo")
        XCTAssertTrue(text.contains("Sample repository sample-org/demo served by the fake API."), text)
        XCTAssertTrue(text.contains("Stars:          5,000"), "grouped as in the list: \(text)")
        XCTAssertTrue(text.contains("Watchers:       42"), "watchers are subscribers, not stars: \(text)")
        XCTAssertTrue(text.contains("Languages:      Swift 90.0%, C 9.0%, Shell 1.0%"), text)
        XCTAssertTrue(text.contains("License:        MIT License (MIT)"), text)
        XCTAssertTrue(text.contains("Topics:         sample, swift"), text)
        XCTAssertTrue(text.contains("Latest release: v1.2.3 \"Version 1.2.3\" (2024-01-01T00:00:00Z)"), text)
        XCTAssertTrue(text.contains("Contributors:   person0 (100), person1 (99)"), text)
        XCTAssertTrue(text.contains("Sample README served by the fake API."), text)
        XCTAssertFalse(result.output.contains(0x1B))
    }

    func test_show_fetchesEveryPartOfTheDetail() throws {
        let result = try runAgainstAPI(["show", "sample-org/parts"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let paths = Set(try requests(to: "/repos/sample-org/parts").map { $0.path.components(separatedBy: "?")[0] })
        XCTAssertEqual(
            paths,
            [
                "/repos/sample-org/parts", "/repos/sample-org/parts/languages", "/repos/sample-org/parts/contributors",
                "/repos/sample-org/parts/releases/latest", "/repos/sample-org/parts/readme",
            ])
    }

    func test_showJSON_printsTheRepositoryWithItsParts() throws {
        let result = try runAgainstAPI(["show", "sample-org/demo", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertEqual(object["full_name"] as? String, "sample-org/demo")
        XCTAssertEqual(object["subscribers_count"] as? Int, 42)
        XCTAssertEqual(object["languages"] as? [String: Int], ["Swift": 90000, "C": 9000, "Shell": 1000])
        let contributors = try XCTUnwrap(object["contributors"] as? [[String: Any]])
        XCTAssertEqual(contributors.first?["login"] as? String, "person0")
        XCTAssertEqual(contributors.first?["contributions"] as? Int, 100)
        let release = try XCTUnwrap(object["latest_release"] as? [String: Any])
        XCTAssertEqual(release["tag_name"] as? String, "v1.2.3")
        XCTAssertEqual(release["published_at"] as? String, "2024-01-01T00:00:00Z")
        XCTAssertEqual(object["readme"] as? String, "# demo\n\nSample README served by the fake API.\n")
    }

    func test_showJSONFields_printsOnlyThoseFields() throws {
        let result = try runAgainstAPI(["show", "sample-org/widget", "--json", "full_name,languages"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["full_name", "languages"])
        XCTAssertEqual(object["full_name"] as? String, "sample-org/widget")
    }

    func test_showJSON_emptyRepositoryHasNullReleaseAndReadme() throws {
        let result = try runAgainstAPI(["show", "sample-org/empty", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertTrue(object["latest_release"] is NSNull)
        XCTAssertTrue(object["readme"] is NSNull)
        XCTAssertEqual((object["contributors"] as? [Any])?.count, 0)
    }

    func test_show_missingRepositoryFailsWithNotFound() throws {
        let result = try runAgainstAPI(["show", "sample-org/missing"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("Repository sample-org/missing was not found"), result.errorText)
        XCTAssertEqual(try requests(to: "/repos/").count, 1, "a missing repository costs one request")
        XCTAssertEqual(result.errorText.filter { $0 == "\n" }.count, 1, "one sentence on one line")
    }

    /// GitHub refuses the contributor list of a very large repository with a 403; the rest of the detail is
    /// still worth printing, with the refusal noted where the contributors would be.
    private func refuseContributors() throws {
        try api.addRoutes([
            [
                "method": "GET", "path": "/repos/sample-org/huge/contributors", "status": 403,
                "json": [
                    "message":
                        "The history or contributor list is too large to list contributors for this repository via the API.",
                    "documentation_url": "https://docs.github.com/rest/repos/repos#list-repository-contributors",
                ],
            ]
        ])
    }

    func test_show_failedPartIsNotedAndTheRestPrinted() throws {
        try refuseContributors()

        let result = try runAgainstAPI(["show", "sample-org/huge"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let text = result.outputText
        let contributors = try XCTUnwrap(result.outputLines.first { $0.hasPrefix("Contributors:") }, text)
        XCTAssertTrue(contributors.hasPrefix("Contributors:   not available: "), contributors)
        XCTAssertTrue(contributors.contains("too large"), contributors)
        XCTAssertTrue(text.contains("Languages:      Swift 90.0%, C 9.0%, Shell 1.0%"), text)
        XCTAssertTrue(text.contains("Latest release: v1.2.3"), text)
        XCTAssertTrue(text.contains("Sample README served by the fake API."), text)
    }

    func test_show_contributorsSayHowManyMore_orThatThereAreMoreWhenTheCountFails() throws {
        let counted = try runAgainstAPI(["show", "sample-org/crowded"])
        let uncounted = try runAgainstAPI(["show", "sample-org/uncounted"])

        XCTAssertEqual(counted.status, 0, counted.errorText)
        let line = try XCTUnwrap(counted.outputLines.first { $0.hasPrefix("Contributors:") }, counted.outputText)
        XCTAssertTrue(line.hasPrefix("Contributors:   person0 (100), person1 (99), "), line)
        XCTAssertTrue(line.hasSuffix("person9 (91) and 13 more"), line)
        XCTAssertEqual(uncounted.status, 0, uncounted.errorText)
        let other = try XCTUnwrap(uncounted.outputLines.first { $0.hasPrefix("Contributors:") }, uncounted.outputText)
        XCTAssertTrue(other.hasSuffix("person9 (91) and more"), other)
    }

    func test_showJSON_contributorsCount_isTheTotal_orNullWhenTheCountFails() throws {
        let counted = try runAgainstAPI(["show", "sample-org/crowded", "--json"])
        let uncounted = try runAgainstAPI(["show", "sample-org/uncounted", "--json"])

        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: counted.output) as? [String: Any])
        XCTAssertEqual(object["contributors_count"] as? Int, 23)
        XCTAssertEqual((object["contributors"] as? [Any])?.count, 10)
        let other = try XCTUnwrap(try JSONSerialization.jsonObject(with: uncounted.output) as? [String: Any])
        XCTAssertTrue(other["contributors_count"] is NSNull)
        XCTAssertEqual((other["contributors"] as? [Any])?.count, 10)
        XCTAssertEqual(uncounted.errorText, "")
    }

    func test_show_namesTheReadmeFile_inTextAndJSON() throws {
        let text = try runAgainstAPI(["show", "sample-org/restructured"])
        let json = try runAgainstAPI(["show", "sample-org/restructured", "--json", "readme,readme_name"])

        XCTAssertEqual(text.status, 0, text.errorText)
        XCTAssertTrue(
            text.outputText.contains(
                "\nREADME (README.rst)\n-------------------\n# restructured\n\nSample README served by the fake API.\n"),
            text.outputText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        XCTAssertEqual(object["readme_name"] as? String, "README.rst")
        XCTAssertEqual(object["readme"] as? String, "# restructured\n\nSample README served by the fake API.\n")
    }

    func test_showJSON_failedPartIsNullWithItsReasonOnStandardError() throws {
        try refuseContributors()

        let result = try runAgainstAPI(["show", "sample-org/huge", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertTrue(object["contributors"] is NSNull)
        XCTAssertEqual(object["readme"] as? String, "# huge\n\nSample README served by the fake API.\n")
        XCTAssertTrue(result.errorText.hasPrefix("repo-browser: contributors not available: "), result.errorText)
        XCTAssertTrue(result.errorText.contains("too large"), result.errorText)
    }
}
