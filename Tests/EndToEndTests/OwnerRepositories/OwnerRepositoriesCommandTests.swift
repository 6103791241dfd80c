import Foundation
import XCTest

/// `repo-browser repos OWNER` against the fake API's account lists (sample-org owns repo-0 to repo-64, empty-owner
/// none, ghost-owner does not exist; see Tests/Support/fake_github_api.py), and offline over the snapshot.
final class OwnerRepositoriesCommandTests: EndToEndTestCase {
    private func names(_ result: ProcessResult) -> [String] {
        result.outputLines.map { $0.components(separatedBy: "\t")[0] }
    }

    func test_piped_printsSearchsColumns_byName_upToTheLimit() throws {
        let result = try runAgainstAPI(["repos", "sample-org", "-L", "3"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(names(result), ["sample-org/repo-0", "sample-org/repo-1", "sample-org/repo-10"])
        XCTAssertTrue(result.outputLines.allSatisfy { $0.components(separatedBy: "\t").count == 5 }, result.outputText)
        XCTAssertEqual(result.errorText, "")
        let asked = try requests(to: "/users/sample-org/repos").map(\.path)
        XCTAssertEqual(asked.count, 1)
        XCTAssertTrue(asked[0].contains("sort=full_name") && asked[0].contains("per_page=3"), "\(asked)")
    }

    func test_sortAndOrder_areAskedOfGithub_andTheJSONFollowsThem() throws {
        let result = try runAgainstAPI(
            ["repos", "sample-org", "--sort", "pushed", "--order", "asc", "-L", "65", "--json", "full_name,pushed_at"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let items = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.outputText.utf8)) as? [[String: String]])
        XCTAssertEqual(items.count, 65)
        XCTAssertEqual(items.map { $0["pushed_at"] ?? "" }, items.map { $0["pushed_at"] ?? "" }.sorted())
        XCTAssertEqual(Set(items.map { $0.keys.sorted() }), [["full_name", "pushed_at"]])
        let asked = try requests(to: "/users/sample-org/repos").map(\.path)
        XCTAssertTrue(asked.allSatisfy { $0.contains("sort=pushed") && $0.contains("direction=asc") }, "\(asked)")
    }

    func test_anOwnerWithNoRepositories_printsNothing_andSaysSoOnlyToAPerson() throws {
        let piped = try runAgainstAPI(["repos", "empty-owner"])
        let forced = try runAgainstAPI(["repos", "empty-owner"], environment: ["GH_FORCE_TTY": "80"])

        XCTAssertEqual(piped.status, 0, piped.errorText)
        XCTAssertEqual(piped.outputText + piped.errorText, "")
        XCTAssertEqual(forced.status, 0, forced.errorText)
        XCTAssertTrue(forced.errorText.contains("empty-owner has no public repositories"), forced.errorText)
    }

    func test_anAccountThatDoesNotExist_failsWithOneSentence() throws {
        let result = try runAgainstAPI(["repos", "ghost-owner"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.outputText, "")
        XCTAssertTrue(result.errorText.hasPrefix("repo-browser: GitHub has no account ghost-owner"), result.errorText)
        XCTAssertEqual(result.errorText.split(separator: "\n").count, 1, result.errorText)
    }

    func test_anOwnerThatIsNoLogin_orNoOwner_isAUsageError_andSendsNothing() throws {
        let invalid = try runAgainstAPI(["repos", "apple/swift"])
        let missing = try runAgainstAPI(["repos"])

        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.errorText.contains("'apple/swift' is not a GitHub login"), invalid.errorText)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errorText.contains("missing owner"), missing.errorText)
        XCTAssertEqual(try requests(to: "/users/").count, 0)
    }

    func test_offline_listsTheSnapshotsRepositoriesOfAnOwner_andSaysWhyForOthers() {
        let held = binary.run(["--offline", "repos", "apple", "--json", "full_name"])
        let unknown = binary.run(["--offline", "repos", "nobody-in-the-snapshot"])

        XCTAssertEqual(held.status, 0, held.errorText)
        XCTAssertTrue(held.outputText.hasPrefix(#"[{"full_name":"apple/"#), held.outputText)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(
            unknown.errorText,
            "repo-browser: The offline snapshot has no repositories of nobody-in-the-snapshot; "
                + "run without --offline to ask GitHub\n")
    }
}
