import Domain
import Foundation
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `APIService` over a `DiskResponseCache`: a later service (a later run) revalidates instead of refetching, the
/// quota comes from the 304, the token never reaches the disk, and the log names every request.
final class APIServiceDiskCacheTests: XCTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("api-disk-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func transport() -> RecordingTransport {
        RecordingTransport { request in
            let conditional = request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\""
            let headers = [
                "ETag": "\"v1\"", "x-ratelimit-limit": "60", "x-ratelimit-resource": "core",
                "x-ratelimit-remaining": conditional ? "41" : "0", "x-ratelimit-reset": "1700009999",
            ]
            let body = conditional ? Data() : Data(#"{"answer": 42}"#.utf8)
            return (
                body, try RecordingTransport.response(for: request, status: conditional ? 304 : 200, headers: headers)
            )
        }
    }

    private func service(_ transport: RecordingTransport, token: String?, log: APIRequestLog? = nil) throws
        -> APIService
    {
        APIService(
            configuration: try APIServiceFixtures.configuration(token: token), transport: transport,
            cache: DiskResponseCache(directory: directory), log: log)
    }

    func test_laterService_revalidatesAndServesTheBodyWithTheFreshQuota() async throws {
        let first = transport()
        _ = try await service(first, token: nil).send(.rateLimit)
        let second = transport()

        let response = try await service(second, token: nil).send(.rateLimit)

        XCTAssertEqual(second.requests.first?.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"")
        XCTAssertTrue(response.isFromCache)
        XCTAssertEqual(response.body, Data(#"{"answer": 42}"#.utf8))
        XCTAssertEqual(response.rateLimit?.remaining, 41, "the quota is the 304's, not the stored 0")
    }

    func test_anotherToken_doesNotShareTheEntry() async throws {
        _ = try await service(transport(), token: "token-a").send(.rateLimit)
        let other = transport()

        _ = try await service(other, token: "token-b").send(.rateLimit)

        XCTAssertNil(other.requests.first?.value(forHTTPHeaderField: "If-None-Match"))
    }

    func test_theTokenNeverReachesTheDisk() async throws {
        _ = try await service(transport(), token: APIServiceFixtures.token).send(.rateLimit)

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertFalse(name.contains(APIServiceFixtures.token))
            let contents = try Data(contentsOf: directory.appendingPathComponent(name))
            XCTAssertNil(contents.range(of: Data(APIServiceFixtures.token.utf8)))
            XCTAssertNil(contents.range(of: Data(SHA256.hex(APIServiceFixtures.token).utf8)))
        }
    }

    func test_log_namesRequestStatusAndCacheHit_withoutTheToken() async throws {
        let lines = LockedLines()
        let log = APIRequestLog { lines.append($0) }
        _ = try await service(transport(), token: APIServiceFixtures.token, log: log).send(.rateLimit)
        _ = try await service(transport(), token: APIServiceFixtures.token, log: log).send(.rateLimit)

        let all = lines.values
        XCTAssertEqual(all.count, 4, "\(all)")
        XCTAssertTrue(all[0].hasPrefix("api: GET https://api.github.com/rate_limit (token from GH_TOKEN)"), all[0])
        XCTAssertTrue(all[1].hasPrefix("api: 200: cache miss, stored; core 0 of 60 left"), all[1])
        XCTAssertTrue(all[2].contains("If-None-Match from the cache"), all[2])
        XCTAssertTrue(all[3].hasPrefix("api: 304 Not Modified: cache hit"), all[3])
        XCTAssertFalse(all.joined().contains(APIServiceFixtures.token))
    }

    func test_log_cacheThatCannotWrite_saysNotStoredAndWhy() async throws {
        try FileManager.default.createDirectory(
            at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the cache directory should be".utf8).write(to: directory)
        let lines = LockedLines()
        let log = APIRequestLog { lines.append($0) }
        let cache = DiskResponseCache(directory: directory.appendingPathComponent("repo-browser"))
        let service = APIService(
            configuration: try APIServiceFixtures.configuration(token: nil), transport: transport(), cache: cache,
            log: log)

        _ = try await service.send(.rateLimit)

        let all = lines.values
        XCTAssertEqual(all.count, 2, "\(all)")
        XCTAssertTrue(all[1].hasPrefix("api: 200: cache miss, not stored: cannot create "), all[1])
        XCTAssertTrue(all[1].hasSuffix("; core 0 of 60 left"), all[1])
    }

    func test_log_memoryCacheOverItsBudget_saysNotStored() async throws {
        let lines = LockedLines()
        let service = APIService(
            configuration: try APIServiceFixtures.configuration(token: nil), transport: transport(),
            cache: ResponseCache(capacityInBytes: 4), log: APIRequestLog { lines.append($0) })

        _ = try await service.send(.rateLimit)

        XCTAssertTrue(
            lines.values.last?.hasPrefix("api: 200: cache miss, not stored: larger than the memory cache's 4-byte")
                ?? false, "\(lines.values)")
    }

    func test_anAnswerWithoutETag_forgetsTheStaleEntry() async throws {
        _ = try await service(transport(), token: nil).send(.rateLimit)
        let withoutETag = RecordingTransport(status: 200, body: #"{"answer": 43}"#)
        _ = try await service(withoutETag, token: nil).send(.rateLimit)
        let third = transport()

        _ = try await service(third, token: nil).send(.rateLimit)

        XCTAssertNotNil(withoutETag.requests.first?.value(forHTTPHeaderField: "If-None-Match"))
        XCTAssertNil(third.requests.first?.value(forHTTPHeaderField: "If-None-Match"), "the old ETag was dropped")
    }

    func test_log_redactsTheTokenShouldItAppearInALine() {
        let lines = LockedLines()
        APIRequestLog { lines.append($0) }.record("a ghp_x b", redacting: "ghp_x")
        XCTAssertEqual(lines.values, ["a <redacted> b"])
    }
}
