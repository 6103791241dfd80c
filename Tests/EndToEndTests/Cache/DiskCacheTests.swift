import Foundation
import XCTest

/// The disk cache across real runs of the binary: 304s in the fake's request log, `--no-cache`, corrupt files,
/// two runs at once, the token kept off the disk, and the `--debug` / `GH_DEBUG` log.
final class DiskCacheTests: EndToEndTestCase {
    private var cacheHome = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        try super.setUpWithError()
        cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("cache-e2e-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: cacheHome)
        try super.tearDownWithError()
    }

    private var cacheDirectory: URL { cacheHome.appendingPathComponent("repo-browser") }

    private func cacheFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        return names.sorted().map { cacheDirectory.appendingPathComponent($0) }
    }

    private func search(_ extra: [String] = [], environment: [String: String] = [:]) throws -> ProcessResult {
        try runAgainstAPI(
            ["search", "cached", "-L", "3"] + extra,
            environment: environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { current, _ in current })
    }

    func test_secondRun_isRevalidatedWith304AndPrintsTheSameRows() throws {
        let first = try search()
        let second = try search()

        XCTAssertEqual(first.status, 0, first.errorText)
        XCTAssertEqual(second.status, 0, second.errorText)
        XCTAssertEqual(second.outputText, first.outputText)
        let requests = try requests(to: "/search/repositories")
        XCTAssertEqual(requests.map(\.status), [200, 304])
        XCTAssertNil(requests[0].headers["if-none-match"])
        XCTAssertNotNil(requests[1].headers["if-none-match"])
        XCTAssertEqual(cacheFiles().count, 1)
    }

    func test_show_repeatsAreAllRevalidated() throws {
        let environment = ["XDG_CACHE_HOME": cacheHome.path]
        _ = try runAgainstAPI(["show", "sample-org/widget"], environment: environment)
        try api.reset()

        let again = try runAgainstAPI(["show", "sample-org/widget"], environment: environment)

        XCTAssertEqual(again.status, 0, again.errorText)
        let statuses = try requests(to: "/repos/").map(\.status)
        XCTAssertFalse(statuses.isEmpty)
        XCTAssertTrue(statuses.allSatisfy { $0 == 304 || $0 == 404 }, "\(statuses)")
    }

    func test_noCache_neitherReadsNorWritesTheDisk() throws {
        _ = try search()
        try FileManager.default.removeItem(at: cacheDirectory)

        let result = try search(["--no-cache"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(cacheFiles(), [])
        XCTAssertEqual(try requests(to: "/search/repositories").map(\.status), [200, 200])
    }

    func test_noCache_ignoresAnExistingEntry() throws {
        _ = try search()
        let result = try search(["--no-cache"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertNil(try requests(to: "/search/repositories").last?.headers["if-none-match"])
    }

    func test_corruptCacheFile_isIgnoredReplacedAndTheSearchStillWorks() throws {
        let first = try search()
        for file in cacheFiles() {
            try Data("\u{0}garbage that is not a cached response".utf8).write(to: file)
        }

        let second = try search()
        let third = try search()

        XCTAssertEqual(second.status, 0, second.errorText)
        XCTAssertEqual(third.outputText, first.outputText)
        XCTAssertEqual(second.outputText, first.outputText)
        XCTAssertEqual(try requests(to: "/search/repositories").map(\.status), [200, 200, 304])
    }

    func test_twoConcurrentRuns_bothSucceedAndLeaveAUsableCache() throws {
        let baseURL = try api.baseURL
        let script = """
            "$0" --api-url \(baseURL) search cached -L 3 > "$CACHE_TEST/one" 2>&1 &
            "$0" --api-url \(baseURL) search cached -L 3 > "$CACHE_TEST/two" 2>&1 &
            wait
            """
        try FileManager.default.createDirectory(at: cacheHome, withIntermediateDirectories: true)

        let both = binary.runShell(
            script, environment: ["XDG_CACHE_HOME": cacheHome.path, "CACHE_TEST": cacheHome.path])
        let third = try search()

        XCTAssertEqual(both.status, 0)
        let one = try String(contentsOf: cacheHome.appendingPathComponent("one"), encoding: .utf8)
        let two = try String(contentsOf: cacheHome.appendingPathComponent("two"), encoding: .utf8)
        XCTAssertEqual(one, third.outputText)
        XCTAssertEqual(two, third.outputText)
        XCTAssertEqual(try requests(to: "/search/repositories").last?.status, 304)
        XCTAssertFalse(cacheFiles().contains { $0.pathExtension == "partial" })
    }

    func test_theTokenNeverReachesTheCache() throws {
        let token = "ghp_diskCacheSecret0123456789"
        _ = try search(environment: ["GH_TOKEN": token])

        XCTAssertFalse(cacheFiles().isEmpty)
        for file in cacheFiles() {
            XCTAssertFalse(file.lastPathComponent.contains(token))
            XCTAssertNil(try Data(contentsOf: file).range(of: Data(token.utf8)))
        }
    }

    func test_aDifferentToken_doesNotReuseTheEntry() throws {
        _ = try search(environment: ["GH_TOKEN": "token-one"])
        _ = try search(environment: ["GH_TOKEN": "token-two"])

        XCTAssertEqual(try requests(to: "/search/repositories").map(\.status), [200, 200])
    }

    func test_debug_logsEachRequestStatusAndCacheHit_withoutTheToken() throws {
        let token = "ghp_debugLogSecret0123456789"
        let first = try search(["--debug"], environment: ["GH_TOKEN": token])
        let second = try search(environment: ["GH_TOKEN": token, "GH_DEBUG": "api"])
        let remaining = { (text: String) -> Int? in
            text.firstRange(of: "search ").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
        }

        let lines = second.errorText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, second.errorText)
        XCTAssertTrue(lines[0].hasPrefix("api: GET \(try api.baseURL)/search/repositories?"), lines[0])
        XCTAssertTrue(lines[0].contains("(token from GH_TOKEN, If-None-Match from the cache)"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("api: 304 Not Modified: cache hit"), lines[1])
        let before = try XCTUnwrap(remaining(first.errorText), first.errorText)
        XCTAssertEqual(remaining(lines[1]), before - 1, "the quota of the fresh 304: \(lines[1])")
        XCTAssertFalse(second.errorText.contains(token))
    }

    func test_withoutDebug_nothingIsLogged() throws {
        let result = try search()

        XCTAssertEqual(result.errorText, "")
    }

    func test_debug_unusableCacheDirectory_logsNotStoredAndWhy() throws {
        try FileManager.default.createDirectory(
            at: cacheHome.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the cache directory should be".utf8).write(to: cacheHome)

        let result = try search(["--debug"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertFalse(result.errorText.contains("cache miss, stored"), result.errorText)
        XCTAssertTrue(
            result.errorText.contains("cache miss, not stored: cannot create \(cacheDirectory.path)"), result.errorText)
    }
}
