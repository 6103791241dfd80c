import SQLite3

/// One prepared SQL statement of a `SQLiteDatabase`, its `?` parameters bound from values, never from spliced
/// text. Finalised when released; used on the thread that owns its database.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer

    /// Prepares `sql` (one statement) on `database`.
    init(sql: String, database: OpaquePointer) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(database)))
        }
        self.handle = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the parameters in order; throws when their number differs from the statement's.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw .failed(code: SQLITE_RANGE, message: "\(values.count) values for \(expected) parameters")
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, Self.transient)
            }
            guard code == SQLITE_OK else { throw failure(code) }
        }
    }

    /// Runs the statement to the end and returns every row, each as its columns' values.
    func rows() throws(SQLiteError) -> [[SQLiteValue]] {
        defer { sqlite3_reset(handle) }
        var rows: [[SQLiteValue]] = []
        while true {
            let code = sqlite3_step(handle)
            switch code {
            case SQLITE_ROW: rows.append(currentRow())
            case SQLITE_DONE: return rows
            default: throw failure(code)
            }
        }
    }

    private func currentRow() -> [SQLiteValue] {
        (0..<sqlite3_column_count(handle)).map { column in
            switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(handle, column))
            case SQLITE_NULL: .null
            default: .text(sqlite3_column_text(handle, column).map { String(cString: $0) } ?? "")
            }
        }
    }

    private func failure(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(database)))
    }

    /// SQLite's `SQLITE_TRANSIENT`: copy the bound text before the call returns.
    private static var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }
}
