import Foundation
import XCTest

@testable import Platform

/// The disk cache on a real temporary directory: round trip, privacy, atomicity, corrupt and foreign files,
/// least-recently-used eviction and concurrent writers.
final class DiskResponseCacheTests: XCTestCase {
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("disk-cache-\(UUID().uuidString)").appendingPathComponent("repo-browser")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    private func response(_ body: String, etag: String = "\"e1\"", link: String? = nil) -> CachedResponse {
        CachedResponse(etag: etag, body: Data(body.utf8), linkHeader: link)
    }

    private var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    func test_storedResponse_isReadBackByAnotherInstance() {
        let stored = response(#"{"items": []}"#, link: #"<https://api.github.com/x?page=2>; rel="next""#)
        DiskResponseCache(directory: directory).store(stored, for: "key-1")

        XCTAssertEqual(DiskResponseCache(directory: directory).cachedResponse(for: "key-1"), stored)
        XCTAssertNil(DiskResponseCache(directory: directory).cachedResponse(for: "key-2"))
    }

    func test_directoryIsPrivateAndFilesAreNamedByTheKeysHash() throws {
        DiskResponseCache(directory: directory).store(response("body"), for: "secret-looking-key")

        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        XCTAssertEqual(files, ["\(SHA256.hex("secret-looking-key")).response"])
    }

    func test_remove_forgetsTheResponse() {
        let cache = DiskResponseCache(directory: directory)
        cache.store(response("body"), for: "k")
        cache.removeResponse(for: "k")

        XCTAssertNil(cache.cachedResponse(for: "k"))
        XCTAssertEqual(files, [])
    }

    func test_corruptFile_isIgnoredAndRemoved() throws {
        let cache = DiskResponseCache(directory: directory)
        cache.store(response("body"), for: "k")
        try Data("not a cache file\u{0}\u{1}".utf8).write(to: cache.fileURL(for: "k"))

        XCTAssertNil(cache.cachedResponse(for: "k"))
        XCTAssertEqual(files, [])
    }

    func test_fileNamingAnotherKey_isForeignAndRemoved() throws {
        let cache = DiskResponseCache(directory: directory)
        cache.store(response("other"), for: "other")
        try FileManager.default.moveItem(at: cache.fileURL(for: "other"), to: cache.fileURL(for: "k"))

        XCTAssertNil(cache.cachedResponse(for: "k"))
        XCTAssertEqual(files, [])
    }

    func test_truncatedHeader_isIgnored() throws {
        let cache = DiskResponseCache(directory: directory)
        cache.store(response("body"), for: "k")
        try Data("\(DiskResponseCache.magic)\n\(SHA256.hex("k"))\n".utf8).write(to: cache.fileURL(for: "k"))

        XCTAssertNil(cache.cachedResponse(for: "k"))
    }

    func test_unknownFilesInTheDirectory_areRemovedWhenEvicting() throws {
        let cache = DiskResponseCache(directory: directory)
        cache.store(response("body"), for: "k")
        try Data("junk".utf8).write(to: directory.appendingPathComponent("stray.txt"))
        cache.store(response("body"), for: "k2")

        XCTAssertEqual(files.count, 2)
        XCTAssertFalse(files.contains("stray.txt"))
    }

    func test_eviction_removesTheLeastRecentlyUsedFirst() throws {
        let body = String(repeating: "x", count: 1000)
        let cache = DiskResponseCache(directory: directory, maximumBytes: 8 * 1200)
        for (index, key) in ["a", "b", "c"].enumerated() {
            cache.store(response(body), for: key)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(1_000_000 + index))],
                ofItemAtPath: cache.fileURL(for: key).path)
        }
        _ = cache.cachedResponse(for: "a")  // "a" is now the most recently used

        for key in ["d", "e", "f", "g", "h", "i", "j"] {
            cache.store(response(body), for: key)
        }

        XCTAssertNotNil(cache.cachedResponse(for: "a"))
        XCTAssertNil(cache.cachedResponse(for: "b"))
        XCTAssertNil(cache.cachedResponse(for: "c"))
        let total = files.compactMap {
            (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($0).path))?[.size]
                as? NSNumber
        }.reduce(0) { $0 + $1.intValue }
        XCTAssertLessThanOrEqual(total, 8 * 1200)
    }

    func test_responseOverAnEighthOfTheLimit_isNotKept() {
        let cache = DiskResponseCache(directory: directory, maximumBytes: 8000)
        let outcome = cache.store(response(String(repeating: "x", count: 1100)), for: "big")

        XCTAssertNil(cache.cachedResponse(for: "big"))
        XCTAssertEqual(outcome, .notStored(reason: "larger than an eighth of the cache's 8000-byte limit"))
    }

    func test_headerValuesWithLineBreaks_areNotStored() {
        let cache = DiskResponseCache(directory: directory)
        let outcome = cache.store(response("body", etag: "\"a\"\nforged"), for: "k")

        XCTAssertNil(cache.cachedResponse(for: "k"))
        XCTAssertEqual(outcome, .notStored(reason: "its ETag or Link header holds a line break"))
    }

    func test_store_written_saysStored() {
        XCTAssertEqual(DiskResponseCache(directory: directory).store(response("body"), for: "k"), .stored)
    }

    func test_store_directoryUnderAFile_saysNotStoredAndWhy() throws {
        let blocker = directory.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the directory should be".utf8).write(to: blocker)

        let outcome = DiskResponseCache(directory: directory).store(response("body"), for: "k")

        guard case .notStored(let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(reason, "cannot create \(directory.path): Not a directory")
    }

    func test_unwritableDirectory_neverHitsAndNeverThrows() throws {
        let blocker = directory.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the directory should be".utf8).write(to: blocker)
        let cache = DiskResponseCache(directory: directory)

        cache.store(response("body"), for: "k")

        XCTAssertNil(cache.cachedResponse(for: "k"))
    }

    func test_concurrentWritersAndReaders_alwaysSeeAWholeResponse() {
        let bodies = (0..<8).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0))), count: 20_000) }
        let valid = Set(bodies.map { Data($0.utf8) })
        let directory = self.directory
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let cache = DiskResponseCache(directory: directory)
            if iteration % 2 == 0 {
                let body = Data(bodies[iteration % bodies.count].utf8)
                cache.store(CachedResponse(etag: "\"e\"", body: body, linkHeader: nil), for: "shared")
            } else if let read = cache.cachedResponse(for: "shared") {
                XCTAssertTrue(valid.contains(read.body), "a torn read")
            }
        }
        let final = DiskResponseCache(directory: directory).cachedResponse(for: "shared")
        XCTAssertTrue(final.map { valid.contains($0.body) } ?? false)
        XCTAssertFalse(files.contains { $0.hasSuffix(".partial") }, "no temporary file is left behind")
    }
}
