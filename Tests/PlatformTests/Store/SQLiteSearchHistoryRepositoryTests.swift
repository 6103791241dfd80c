import Domain
import Foundation
import XCTest

@testable import Platform

/// The search history on real SQLite files in a temporary folder: order, merging, the cap, filters, and every way
/// the file can be unusable.
final class SQLiteSearchHistoryRepositoryTests: XCTestCase {
    private static let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private var fileURL: URL { folder.file("history/search-history.sqlite") }

    private func history(capacity: Int = SearchHistoryEntry.maximumCount, at url: URL? = nil)
        -> SQLiteSearchHistoryRepository
    {
        SQLiteSearchHistoryRepository(fileURL: url ?? fileURL, capacity: capacity, now: { Self.fixedNow })
    }

    private func texts(_ history: SQLiteSearchHistoryRepository, _ filter: SearchHistoryFilter = .all) async throws
        -> [String]
    {
        try await history.entries(filter, limit: 2000).map(\.text)
    }

    private func historyError(_ body: () async throws(SearchHistoryError) -> Void) async -> SearchHistoryError? {
        do {
            try await body()
            XCTFail("expected a SearchHistoryError")
            return nil
        } catch {
            return error
        }
    }

    func test_creatingTheRepository_touchesNoFile() {
        _ = history()
        XCTAssertFalse(FileManager.default.fileExists(atPath: fileURL.deletingLastPathComponent().path))
    }

    func test_firstUse_makesTheFolderAndAFileInWALModeAtTheLatestSchema() async throws {
        let recovery = try await history().open()
        XCTAssertNil(recovery)
        let database = try SQLiteDatabase(path: fileURL.path)
        XCTAssertEqual(try database.userVersion(), SQLiteSearchHistoryRepository.migrator.latestVersion)
        XCTAssertEqual(try database.rows("PRAGMA journal_mode").first?.first, .text("wal"))
    }

    func test_entries_areNewestFirst_withSortOrderTimeAndCount() async throws {
        let history = history()
        try await history.record(text: "language:swift", sort: .stars, order: .descending)
        try await history.record(text: "user:apple", sort: .updated, order: .ascending)
        let entries = try await history.entries(.all, limit: 10)
        XCTAssertEqual(
            entries,
            [
                SearchHistoryEntry(text: "user:apple", sort: .updated, order: .ascending, lastUsedAt: Self.fixedNow),
                SearchHistoryEntry(text: "language:swift", sort: .stars, order: .descending, lastUsedAt: Self.fixedNow),
            ])
    }

    func test_sameTextSortAndOrder_mergeIntoOneEntryMovedToTheTop() async throws {
        let history = history()
        try await history.record(text: "tetris", sort: .stars, order: .descending)
        try await history.record(text: "chess", sort: .bestMatch, order: .descending)
        try await history.record(text: "  tetris ", sort: .stars, order: .descending)
        let entries = try await history.entries(.all, limit: 10)
        XCTAssertEqual(entries.map(\.text), ["tetris", "chess"])
        XCTAssertEqual(entries.map(\.useCount), [2, 1])
    }

    func test_sameTextWithAnotherSortOrOrder_isAnotherEntry() async throws {
        let history = history()
        try await history.record(text: "tetris", sort: .stars, order: .descending)
        try await history.record(text: "tetris", sort: .stars, order: .ascending)
        try await history.record(text: "tetris", sort: .forks, order: .descending)
        try await assertEqualAsync(try await texts(history), ["tetris", "tetris", "tetris"])
    }

    func test_emptyText_isNotRecorded() async throws {
        let history = history()
        try await history.record(text: " \n\t", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await texts(history), [])
    }

    func test_beyondTheCapacity_theOldestAreDropped() async throws {
        let history = history(capacity: 3)
        for index in 1...5 { try await history.record(text: "query \(index)", sort: .bestMatch, order: .descending) }
        try await assertEqualAsync(try await texts(history), ["query 5", "query 4", "query 3"])
    }

    func test_defaultCapacity_isAThousand() {
        XCTAssertEqual(SearchHistoryEntry.maximumCount, 1000)
    }

    func test_limit_keepsTheNewest_andBelowOneReturnsNothing() async throws {
        let history = history()
        for index in 1...4 { try await history.record(text: "query \(index)", sort: .bestMatch, order: .descending) }
        try await assertEqualAsync(try await history.entries(.all, limit: 2).map(\.text), ["query 4", "query 3"])
        try await assertEqualAsync(try await history.entries(.all, limit: 0), [])
    }

    func test_prefixFilter_matchesTheStartIgnoringASCIICase() async throws {
        let history = history()
        for text in ["Swift tools", "language:swift", "swiftui"] {
            try await history.record(text: text, sort: .bestMatch, order: .descending)
        }
        try await assertEqualAsync(try await texts(history, .prefix("swift")), ["swiftui", "Swift tools"])
        try await assertEqualAsync(
            try await texts(history, .containing("SWIFT")), ["swiftui", "language:swift", "Swift tools"])
    }

    func test_filterWildcards_matchOnlyThemselves() async throws {
        let history = history()
        for text in ["100% swift", "1000 swift", "snake_case", "snakeXcase", #"back\slash"#] {
            try await history.record(text: text, sort: .bestMatch, order: .descending)
        }
        try await assertEqualAsync(try await texts(history, .containing("%")), ["100% swift"])
        try await assertEqualAsync(try await texts(history, .prefix("snake_")), ["snake_case"])
        try await assertEqualAsync(try await texts(history, .containing(#"\"#)), [#"back\slash"#])
    }

    func test_hostileText_isKeptLiterally() async throws {
        let history = history()
        let hostile = "x'); DROP TABLE search_history; --"
        try await history.record(text: hostile, sort: .bestMatch, order: .descending)
        try await history.record(text: "after", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await texts(history), ["after", hostile])
    }

    func test_clear_forgetsEverything_andRecordingGoesOn() async throws {
        let history = history()
        try await history.record(text: "old", sort: .bestMatch, order: .descending)
        try await history.clear()
        try await assertEqualAsync(try await texts(history), [])
        try await history.record(text: "new", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await texts(history), ["new"])
    }

    func test_aSecondRepositoryOnTheFile_seesTheFirstOnesEntries() async throws {
        try await history().record(text: "shared", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await texts(history()), ["shared"])
    }

    func test_versionOneFile_isMigratedKeepingItsEntries() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/search-history-v1.sqlite")
        let copy = folder.file("v1.sqlite")
        try FileManager.default.copyItem(at: fixture, to: copy)
        XCTAssertEqual(try SQLiteDatabase(path: copy.path).userVersion(), 1)
        let history = history(at: copy)
        let entries = try await history.entries(.all, limit: 10)
        XCTAssertEqual(
            entries,
            [
                SearchHistoryEntry(
                    text: "user:apple", sort: .updated, order: .ascending,
                    lastUsedAt: Date(timeIntervalSince1970: 1_700_000_200)),
                SearchHistoryEntry(
                    text: "tetris language:rust", sort: .stars, order: .descending,
                    lastUsedAt: Date(timeIntervalSince1970: 1_700_000_100)),
                SearchHistoryEntry(
                    text: "language:swift", sort: .bestMatch, order: .descending,
                    lastUsedAt: Date(timeIntervalSince1970: 1_700_000_000)),
            ])
        try await history.record(text: "language:swift", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await history.entries(.all, limit: 1).first?.useCount, 2)
        XCTAssertEqual(try SQLiteDatabase(path: copy.path).userVersion(), 2)
    }

    func test_emptyExistingFile_isMigratedFromScratch() async throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: fileURL.path, contents: Data()))
        let history = history()
        try await history.record(text: "first", sort: .bestMatch, order: .descending)
        try await assertEqualAsync(try await texts(history), ["first"])
    }

    func test_newerSchema_isRefused_andTheFileLeftAsItIs() async throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SQLiteDatabase(path: fileURL.path).setUserVersion(9)
        let before = try Data(contentsOf: fileURL)
        let error = await historyError { () async throws(SearchHistoryError) in
            try await history().record(text: "x", sort: .bestMatch, order: .descending)
        }
        XCTAssertEqual(error, .newerSchema(path: fileURL.path, found: 9, known: 2))
        XCTAssertEqual(try Data(contentsOf: fileURL), before)
        XCTAssertEqual(try folder.entries(), ["history"])
    }

    func test_corruptFile_isMovedAsideWithATimestamp_andANewHistoryStarts() async throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "this is not SQLite ", count: 300).utf8)
        try garbage.write(to: fileURL)
        let history = history()
        try await history.record(text: "after the damage", sort: .bestMatch, order: .descending)
        let movedPath = fileURL.path + ".damaged-20231114T221320Z"
        let recovery = try await history.open()
        XCTAssertEqual(recovery?.path, fileURL.path)
        XCTAssertEqual(recovery?.movedTo, movedPath)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: movedPath)), garbage)
        try await assertEqualAsync(try await texts(history), ["after the damage"])
    }

    func test_damagedPageBehindAValidHeader_isFoundOnOpening_andMovedAside() async throws {
        let writer = history()
        for index in 0..<200 {
            try await writer.record(
                text: "query \(index) " + String(repeating: "x", count: 100), sort: .bestMatch, order: .descending)
        }
        try SQLiteDatabase(path: fileURL.path).run("PRAGMA wal_checkpoint(TRUNCATE)")
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int)
        XCTAssertGreaterThan(size, 4 * 4096, "the entries must fill several pages")
        let handle = try FileHandle(forWritingTo: fileURL)
        try handle.seek(toOffset: 2 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        let recovery = try await history().open()
        XCTAssertEqual(recovery?.movedTo, fileURL.path + ".damaged-20231114T221320Z")
        try await assertEqualAsync(try await history().entries(.all, limit: 10), [])
    }

    func test_lockHeldByAnotherConnectionBeyondTheTimeout_isBusy() async throws {
        let history = SQLiteSearchHistoryRepository(fileURL: fileURL, busyTimeoutMilliseconds: 50)
        _ = try await history.open()
        let holder = try SQLiteDatabase(path: fileURL.path)
        try holder.run("BEGIN IMMEDIATE")
        defer { try? holder.run("ROLLBACK") }
        let error = await historyError { () async throws(SearchHistoryError) in
            try await history.record(text: "blocked", sort: .bestMatch, order: .descending)
        }
        XCTAssertEqual(error, .busy(path: fileURL.path))
    }

    func test_corruptFile_neverOverwritesAnEarlierMovedAsideFile() async throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let earlier = URL(fileURLWithPath: fileURL.path + ".damaged-20231114T221320Z")
        try Data("the earlier one".utf8).write(to: earlier)
        try Data(String(repeating: "garbage ", count: 500).utf8).write(to: fileURL)
        let recovery = try await history().open()
        XCTAssertEqual(recovery?.movedTo, earlier.path + "-2")
        XCTAssertEqual(try Data(contentsOf: earlier), Data("the earlier one".utf8))
    }

    func test_folderThatCannotBeMade_saysSoInOneError() async throws {
        let blocker = folder.file("not-a-folder")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("search-history.sqlite")
        let error = await historyError { () async throws(SearchHistoryError) in
            try await history(at: url).record(text: "x", sort: .bestMatch, order: .descending)
        }
        guard case .cannotOpen(let path, _)? = error else {
            return XCTFail("expected .cannotOpen, got \(String(describing: error))")
        }
        XCTAssertEqual(path, url.path)
    }

    func test_readOnlyFolder_isReadOnly() async throws {
        let readOnly = folder.file("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
        if FileManager.default.isWritableFile(atPath: readOnly.path) {
            throw XCTSkip("this process may write into a folder without write permission (it runs as root)")
        }
        let url = readOnly.appendingPathComponent("search-history.sqlite")
        let error = await historyError { () async throws(SearchHistoryError) in
            try await history(at: url).record(text: "x", sort: .bestMatch, order: .descending)
        }
        XCTAssertEqual(error, .readOnly(path: url.path))
    }

    func test_defaultFile_isUnderXDGDataHome() {
        let url = SQLiteSearchHistoryRepository.defaultFileURL(
            environment: ["XDG_DATA_HOME": "/data/me"], homeDirectory: URL(fileURLWithPath: "/home/me"))
        XCTAssertEqual(url.path, "/data/me/repo-browser/search-history.sqlite")
    }

    func test_defaultFile_withoutOrWithARelativeXDGDataHome_isUnderHomeLocalShare() {
        for environment in [[:], ["XDG_DATA_HOME": "relative/path"], ["XDG_DATA_HOME": ""]] {
            let url = SQLiteSearchHistoryRepository.defaultFileURL(
                environment: environment, homeDirectory: URL(fileURLWithPath: "/home/me"))
            XCTAssertEqual(url.path, "/home/me/.local/share/repo-browser/search-history.sqlite", "\(environment)")
        }
    }
}
