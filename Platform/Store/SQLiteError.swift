import SQLite3

/// What went wrong in SQLite, by the cause a person or the store reacts to, each with a sentence.
enum SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or created (missing folder, no permission, a folder in its place).
    case cannotOpen(message: String)
    /// The file is not a database, or is damaged.
    case corrupt(message: String)
    /// The file or its folder cannot be written.
    case readOnly(message: String)
    /// The disk, or the database's own size limit, is full.
    case full(message: String)
    /// Another connection held the lock for longer than the busy timeout.
    case busy(message: String)
    /// The file's schema version (`PRAGMA user_version`) is newer than the migrations this code knows.
    case newerSchema(found: Int, known: Int)
    /// Any other result code, with SQLite's message.
    case failed(code: Int32, message: String)

    /// The error for a result `code` (extended or primary) with SQLite's `message`.
    init(code: Int32, message: String) {
        switch code & 0xFF {
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: self = .cannotOpen(message: message)
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .corrupt(message: message)
        case SQLITE_READONLY: self = .readOnly(message: message)
        case SQLITE_FULL: self = .full(message: message)
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(message: message)
        default: self = .failed(code: code, message: message)
        }
    }

    /// One sentence saying what happened.
    var description: String {
        switch self {
        case .cannotOpen(let message): "the database cannot be opened (\(message))"
        case .corrupt(let message): "the database is damaged or not a database (\(message))"
        case .readOnly(let message): "the database cannot be written (\(message))"
        case .full(let message): "the disk is full (\(message))"
        case .busy(let message): "the database stayed locked by another process (\(message))"
        case .newerSchema(let found, let known):
            "the database was written by a newer version (schema \(found); this version knows up to \(known))"
        case .failed(let code, let message): "SQLite failed with code \(code) (\(message))"
        }
    }
}
