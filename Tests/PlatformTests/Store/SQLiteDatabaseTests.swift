import XCTest

@testable import Platform

/// The thin SQLite wrapper on real files: bound parameters, WAL, errors by cause, and migrations under
/// `PRAGMA user_version`.
final class SQLiteDatabaseTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func database(_ name: String = "test.sqlite") throws -> SQLiteDatabase {
        try SQLiteDatabase(path: folder.file(name).path)
    }

    private let twoSteps = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "notes", statements: ["CREATE TABLE notes (text TEXT NOT NULL)"]),
        SQLiteMigration(name: "authors", statements: ["ALTER TABLE notes ADD COLUMN author TEXT"]),
    ])

    func test_boundText_isStoredLiterally_neverRunAsSQL() throws {
        let database = try database()
        try database.run("CREATE TABLE notes (text TEXT NOT NULL)")
        let hostile = "x'); DROP TABLE notes; --"
        try database.run("INSERT INTO notes (text) VALUES (?)", [.text(hostile)])
        XCTAssertEqual(try database.rows("SELECT text FROM notes"), [[.text(hostile)]])
    }

    func test_values_roundTripByStorageClass() throws {
        let database = try database()
        let rows = try database.rows(
            "SELECT ?, ?, ?, ?", [.integer(Int64.max), .real(2.5), .text("ünïcødé ✓"), .null])
        XCTAssertEqual(rows, [[.integer(Int64.max), .real(2.5), .text("ünïcødé ✓"), .null]])
    }

    func test_wrongNumberOfValues_throwsInsteadOfBindingPartially() throws {
        let database = try database()
        XCTAssertThrowsError(try database.rows("SELECT ?, ?", [.integer(1)]))
    }

    func test_enableWriteAheadLog_putsTheFileInWALMode() throws {
        let database = try database()
        try database.enableWriteAheadLog()
        XCTAssertEqual(try database.rows("PRAGMA journal_mode").first?.first, .text("wal"))
    }

    func test_fileThatIsNotADatabase_isCorrupt() throws {
        let url = folder.file("garbage.sqlite")
        try Data(String(repeating: "not a database at all ", count: 200).utf8).write(to: url)
        let database = try SQLiteDatabase(path: url.path)
        XCTAssertThrowsError(try database.userVersion()) { error in
            guard case .corrupt? = error as? SQLiteError else { return XCTFail("expected .corrupt, got \(error)") }
        }
    }

    func test_folderThatDoesNotExist_cannotOpen() throws {
        XCTAssertThrowsError(try SQLiteDatabase(path: folder.file("missing/test.sqlite").path)) { error in
            guard case .cannotOpen? = error as? SQLiteError else {
                return XCTFail("expected .cannotOpen, got \(error)")
            }
        }
    }

    func test_fullDatabase_isFull() throws {
        let database = try database()
        try database.run("CREATE TABLE notes (text TEXT NOT NULL)")
        try database.run("PRAGMA max_page_count = 4")
        let large = String(repeating: "x", count: 64 * 1024)
        XCTAssertThrowsError(try database.run("INSERT INTO notes (text) VALUES (?)", [.text(large)])) { error in
            guard case .full? = error as? SQLiteError else { return XCTFail("expected .full, got \(error)") }
            XCTAssertTrue("\(error)".contains("the disk is full"), "\(error)")
        }
    }

    func test_resultCodes_mapToCauses() {
        XCTAssertEqual(SQLiteError(code: 5, message: "locked"), .busy(message: "locked"))
        XCTAssertEqual(SQLiteError(code: 261, message: "recovery"), .busy(message: "recovery"))
        XCTAssertEqual(SQLiteError(code: 8, message: "ro"), .readOnly(message: "ro"))
        XCTAssertEqual(SQLiteError(code: 11, message: "malformed"), .corrupt(message: "malformed"))
        XCTAssertEqual(SQLiteError(code: 26, message: "notadb"), .corrupt(message: "notadb"))
        XCTAssertEqual(SQLiteError(code: 13, message: "full"), .full(message: "full"))
        XCTAssertEqual(SQLiteError(code: 14, message: "cantopen"), .cannotOpen(message: "cantopen"))
        XCTAssertEqual(SQLiteError(code: 1, message: "syntax"), .failed(code: 1, message: "syntax"))
    }

    func test_transaction_rollsBackWhenItsBodyThrows() throws {
        let database = try database()
        try database.run("CREATE TABLE notes (text TEXT NOT NULL)")
        XCTAssertThrowsError(
            try database.writeTransaction { () throws(SQLiteError) in
                try database.run("INSERT INTO notes (text) VALUES (?)", [.text("kept?")])
                try database.run("INSERT INTO no_such_table VALUES (1)")
            })
        XCTAssertEqual(try database.rows("SELECT count(*) FROM notes"), [[.integer(0)]])
    }

    func test_migrate_appliesEveryStepInOrderAndSetsTheVersion() throws {
        let database = try database()
        XCTAssertEqual(try twoSteps.migrate(database), 0)
        XCTAssertEqual(try database.userVersion(), 2)
        try database.run("INSERT INTO notes (text, author) VALUES (?, ?)", [.text("hello"), .text("me")])
    }

    func test_migrate_appliesOnlyTheMissingSteps() throws {
        let database = try database()
        try SQLiteMigrator(migrations: Array(twoSteps.migrations.prefix(1))).migrate(database)
        try database.run("INSERT INTO notes (text) VALUES (?)", [.text("from version 1")])
        XCTAssertEqual(try twoSteps.migrate(database), 1)
        XCTAssertEqual(try database.rows("SELECT text, author FROM notes"), [[.text("from version 1"), .null]])
    }

    func test_migrate_twice_changesNothingTheSecondTime() throws {
        let database = try database()
        try twoSteps.migrate(database)
        XCTAssertEqual(try twoSteps.migrate(database), 2)
        XCTAssertEqual(try database.userVersion(), 2)
    }

    func test_migrate_newerSchema_isRefusedAndLeftAsItIs() throws {
        let database = try database()
        try database.setUserVersion(7)
        XCTAssertThrowsError(try twoSteps.migrate(database)) { error in
            XCTAssertEqual(error as? SQLiteError, .newerSchema(found: 7, known: 2))
        }
        XCTAssertEqual(try database.userVersion(), 7)
        XCTAssertEqual(try database.rows("SELECT name FROM sqlite_master"), [])
    }

    func test_migrate_failingStep_leavesTheVersionAndSchemaUnchanged() throws {
        let database = try database()
        let broken = SQLiteMigrator(
            migrations: twoSteps.migrations + [SQLiteMigration(name: "broken", statements: ["NOT SQL AT ALL"])])
        XCTAssertThrowsError(try broken.migrate(database)) { error in
            XCTAssertTrue("\(error)".contains("migration 3 (broken) failed"), "\(error)")
        }
        XCTAssertEqual(try database.userVersion(), 0)
        XCTAssertEqual(try database.rows("SELECT name FROM sqlite_master"), [])
    }
}
