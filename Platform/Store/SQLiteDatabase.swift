import SQLite3

/// One connection to an SQLite database file: opened read-write (creating the file) and waiting up to a busy
/// timeout for other connections' locks; `enableWriteAheadLog()` then lets readers and one writer work at once.
///
/// SQL runs only as prepared statements with bound parameters. A connection is used by one thread at a time (the
/// owner serialises access); it is closed when released.
final class SQLiteDatabase {
    let path: String
    private let handle: OpaquePointer

    /// Opens (creating when missing) the database at `path` and sets the busy timeout to
    /// `busyTimeoutMilliseconds`; throws the cause when the file cannot be opened. SQLite reads the file lazily, so
    /// a file that is not a database is found by the first statement.
    init(path: String, busyTimeoutMilliseconds: Int32 = 5000) throws(SQLiteError) {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(connection)
            throw SQLiteError(code: code, message: message)
        }
        self.path = path
        self.handle = connection
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
    }

    /// Switches the file to write-ahead logging (`PRAGMA journal_mode=WAL`), which lasts across connections;
    /// throws when SQLite keeps another mode (it cannot create the `-wal` and `-shm` files beside the database).
    func enableWriteAheadLog() throws(SQLiteError) {
        let mode = try rows("PRAGMA journal_mode=WAL").first?.first?.text?.lowercased()
        guard mode == "wal" else {
            throw .failed(code: SQLITE_ERROR, message: "the journal could not be switched to WAL (\(mode ?? "none"))")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Prepares `sql` (one statement) for running several times.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql: sql, database: handle)
    }

    /// Runs one statement with `values` bound to its parameters and returns its rows.
    @discardableResult
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.rows()
    }

    /// Runs one statement with `values` bound to its parameters, ignoring any rows.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
        try rows(sql, values)
    }

    /// Runs `body` in a transaction that takes the write lock at once (`BEGIN IMMEDIATE`, waiting up to the busy
    /// timeout), committing when it returns and rolling back when it throws.
    func writeTransaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        try run("BEGIN IMMEDIATE")
        do throws(SQLiteError) {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? run("ROLLBACK") }
            throw error
        }
    }

    /// The schema version kept in the file's header (`PRAGMA user_version`), 0 for a new file.
    func userVersion() throws(SQLiteError) -> Int {
        Int(try rows("PRAGMA user_version").first?.first?.integer ?? 0)
    }

    /// Sets the schema version; `version` is the code's own number, never outside data.
    func setUserVersion(_ version: Int) throws(SQLiteError) {
        try run("PRAGMA user_version = \(version)")
    }

    /// The first problem `PRAGMA quick_check` finds, or `nil` when the file is sound.
    func integrityProblem() throws(SQLiteError) -> String? {
        let result = try rows("PRAGMA quick_check(1)").first?.first?.text ?? "no answer"
        return result == "ok" ? nil : result
    }
}
