import Foundation
import XCTest

/// `show` as a gh user types it: no argument inside a clone, a URL, `HOST/OWNER/NAME`, and gh's `--json` names.
final class ShowRepositoryResolutionTests: EndToEndTestCase {
    /// The fake API's host, which `--api-url` makes the configured GitHub host.
    private var host: String {
        get throws { try XCTUnwrap(URL(string: try api.baseURL)?.host) }
    }

    func test_showWithoutArgument_showsTheCloneUpstreamRemote() throws {
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("clone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: clone) }
        try FileManager.default.createDirectory(
            at: clone.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: clone.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let configuration = """
            [remote "origin"]
            \turl = git@\(try host):someone/fork.git
            [remote "upstream"]
            \turl = https://\(try host)/sample-org/demo.git
            """
        try Data(configuration.utf8).write(to: clone.appendingPathComponent(".git/config"))

        let result = binary.runShell(
            "cd '\(clone.path)/Sources' && exec \"$0\" --api-url '\(try api.baseURL)' show --json full_name")

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "{\"full_name\":\"sample-org/demo\"}\n")
    }

    func test_showAcceptsURLsAndHostFormsOfTheConfiguredHost() throws {
        let forms = [
            "https://\(try host)/sample-org/demo", "https://\(try host)/sample-org/demo.git",
            "git@\(try host):sample-org/demo.git", "ssh://git@\(try host)/sample-org/demo.git",
            "\(try host)/sample-org/demo",
        ]
        for form in forms {
            let result = try runAgainstAPI(["show", form, "--json", "full_name"])

            XCTAssertEqual(result.status, 0, "\(form): \(result.errorText)")
            XCTAssertEqual(result.outputText, "{\"full_name\":\"sample-org/demo\"}\n", form)
        }
    }

    func test_showJSON_ghRepoViewNames_haveGhShapes() throws {
        let result = try runAgainstAPI([
            "show", "sample-org/demo", "--json", "nameWithOwner,stargazerCount,primaryLanguage,licenseInfo,full_name",
        ])

        XCTAssertEqual(result.status, 0, result.errorText)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertEqual(
            Set(object.keys), ["nameWithOwner", "stargazerCount", "primaryLanguage", "licenseInfo", "full_name"])
        XCTAssertEqual(object["nameWithOwner"] as? String, "sample-org/demo")
        XCTAssertEqual(object["stargazerCount"] as? Int, 5000)
        XCTAssertEqual(object["primaryLanguage"] as? [String: String], ["name": "Swift"])
        let license = try XCTUnwrap(object["licenseInfo"] as? [String: Any])
        XCTAssertEqual(license["key"] as? String, "mit")
        XCTAssertEqual(license["name"] as? String, "MIT License")
        XCTAssertEqual(license["nickname"] as? String, "", "GitHub's REST answer has no nickname; gh's is a string")
    }

    func test_searchJSON_ghSearchReposNames() throws {
        let result = try runAgainstAPI(["search", "swift", "-L", "1", "--json", "fullName,stargazersCount,url"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
        XCTAssertEqual(array.count, 1)
        XCTAssertEqual(Set(array[0].keys), ["fullName", "stargazersCount", "url"])
        XCTAssertNotNil(array[0]["stargazersCount"] as? Int)
        XCTAssertTrue((array[0]["url"] as? String)?.hasPrefix("https://github.com/") ?? false, "\(array[0])")
    }
}
