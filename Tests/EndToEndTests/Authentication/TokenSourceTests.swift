import Foundation
import XCTest

/// Where the token comes from, as in the GitHub CLI: variables, then `gh auth token` (a fake `gh` on the PATH),
/// GitHub Enterprise through GH_HOST, and messages naming the source actually used.
final class TokenSourceTests: EndToEndTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fake-gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    /// A PATH whose first directory holds a `gh` running `body`; each call appends its arguments to `gh-calls`.
    private func pathWithFakeGH(_ body: String) throws -> String {
        let script = "#!/bin/sh\necho \"$@\" >> '\(directory.path)/gh-calls'\n\(body)\n"
        let url = directory.appendingPathComponent("gh")
        try script.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return directory.path + ":" + RepoBrowserBinary.cleanEnvironment()["PATH", default: "/usr/bin:/bin"]
    }

    private var ghCalls: [String] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("gh-calls"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func test_githubCLILogin_isUsedWhenNoVariableIsSet_andNeverPrinted() throws {
        let path = try pathWithFakeGH("echo gho_fromTheGithubCLI0123")

        let result = try runAgainstAPI(["search", "gh", "-L", "1"], environment: ["PATH": path])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(ghCalls, ["auth token --hostname github.com"])
        XCTAssertEqual(
            try requests(to: "/search/repositories").first?.headers["authorization"], "Bearer gho_fromTheGithubCLI0123")
        XCTAssertFalse(result.outputText.contains("gho_from") || result.errorText.contains("gho_from"))
    }

    func test_variable_winsAndGhIsNotAsked() throws {
        let path = try pathWithFakeGH("echo gho_fromTheGithubCLI")

        let result = try runAgainstAPI(
            ["search", "gh", "-L", "1"], environment: ["PATH": path, "GITHUB_TOKEN": "var"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(ghCalls, [])
        XCTAssertEqual(try requests(to: "/search/repositories").first?.headers["authorization"], "Bearer var")
    }

    func test_ghWithoutLogin_leavesRequestsAnonymous() throws {
        let path = try pathWithFakeGH("echo 'not logged in' >&2; exit 1")

        let result = try runAgainstAPI(["search", "gh", "-L", "1"], environment: ["PATH": path])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertNil(try requests(to: "/search/repositories").first?.headers["authorization"])
        XCTAssertFalse(result.errorText.contains("not logged in"), "gh's own messages stay hidden")
    }

    func test_hungGh_isGivenUpOnAndTheSearchRunsAnonymously() throws {
        let path = try pathWithFakeGH("exec sleep 30")

        let result = try runAgainstAPI(["search", "gh", "-L", "1"], environment: ["PATH": path])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertNil(try requests(to: "/search/repositories").first?.headers["authorization"])
    }

    func test_refusedGhToken_saysItCameFromGh() throws {
        let path = try pathWithFakeGH("echo gho_revoked")

        let result = try runAgainstAPI(["search", "x", "_status:401"], environment: ["PATH": path])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("token from gh auth token (github.com)"), result.errorText)
        XCTAssertTrue(result.errorText.contains("gh auth login"), result.errorText)
    }

    func test_enterpriseHost_sendsTheEnterpriseTokenUnderApiV3() throws {
        let environment = [
            "GH_HOST": "ghe.example.com", "GITHUB_API_URL": try api.baseURL + "/api/v3", "GH_TOKEN": "dotcom",
            "GH_ENTERPRISE_TOKEN": "enterprise",
        ]

        let result = binary.run(["search", "ghe", "-L", "1"], environment: environment)

        XCTAssertEqual(result.status, 0, result.errorText)
        let request = try XCTUnwrap(try requests(to: "/api/v3/search/repositories").first)
        XCTAssertEqual(request.headers["authorization"], "Bearer enterprise")
    }

    func test_enterpriseHost_errorNamesTheVariableActuallyUsed() throws {
        let environment = [
            "GH_HOST": "ghe.example.com", "GITHUB_API_URL": try api.baseURL + "/api/v3",
            "GITHUB_ENTERPRISE_TOKEN": "enterprise",
        ]

        let result = binary.run(["search", "x", "_status:401"], environment: environment)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("from GITHUB_ENTERPRISE_TOKEN"), result.errorText)
        XCTAssertTrue(result.errorText.contains("check GITHUB_ENTERPRISE_TOKEN"), result.errorText)
    }

    func test_enterpriseHost_asksGhForThatHost() throws {
        let path = try pathWithFakeGH("echo gho_enterprise")
        let environment = ["PATH": path, "GH_HOST": "ghe.example.com", "GITHUB_API_URL": try api.baseURL + "/api/v3"]

        let result = binary.run(["search", "ghe", "-L", "1"], environment: environment)

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(ghCalls, ["auth token --hostname ghe.example.com"])
        XCTAssertEqual(
            try requests(to: "/api/v3/search/repositories").first?.headers["authorization"], "Bearer gho_enterprise")
    }

    func test_invalidHost_isAConfigurationErrorNamingGhHost() throws {
        let result = binary.run(["search", "x"], environment: ["GH_HOST": "https://ghe.example.com/"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.contains("GH_HOST"), result.errorText)
    }
}
