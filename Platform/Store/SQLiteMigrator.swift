/// Brings a database's schema up to date with an ordered list of migrations, like GRDB's `DatabaseMigrator`.
///
/// The schema version is the file's `PRAGMA user_version`: migration `i` (0-based) brings version `i` to `i + 1`.
/// The pending ones run together in one write transaction with the version update, so a failure changes nothing
/// and two processes opening the same new file apply each migration once. A file whose version is beyond the
/// list was written by newer code: it is refused with `SQLiteError.newerSchema` and never downgraded. A statement
/// that fails for a reason other than the file's state names its migration in the error.
struct SQLiteMigrator: Sendable {
    /// The migrations, oldest first.
    let migrations: [SQLiteMigration]

    /// The version a fully migrated database has.
    var latestVersion: Int { migrations.count }

    /// Applies the migrations `database` lacks and returns the version it had before.
    @discardableResult
    func migrate(_ database: SQLiteDatabase) throws(SQLiteError) -> Int {
        try database.writeTransaction { () throws(SQLiteError) -> Int in
            let found = try database.userVersion()
            guard found <= latestVersion else { throw .newerSchema(found: found, known: latestVersion) }
            guard found < latestVersion else { return found }
            for (index, migration) in migrations.enumerated().dropFirst(found) {
                do throws(SQLiteError) {
                    for statement in migration.statements { try database.run(statement) }
                } catch .failed(let code, let message) {
                    throw .failed(code: code, message: "migration \(index + 1) (\(migration.name)) failed: \(message)")
                }
            }
            try database.setUserVersion(latestVersion)
            return found
        }
    }
}
