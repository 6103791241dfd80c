import Domain
import Foundation
import Synchronization

/// `SearchHistoryRepositoryType` in one SQLite file, shared by every `repo-browser` process of the person.
///
/// The file is opened on first use, not when the repository is made, so creating one costs nothing before the
/// first frame. Opening makes the folder, refuses a file written by a newer version (left untouched), moves a
/// damaged file aside with a timestamp (never overwriting anything) and starts a new one, then applies the schema's
/// migrations. Each write is one `BEGIN IMMEDIATE` transaction, so two processes recording at once wait for each
/// other (up to the busy timeout) and both keep their entries. The work runs off the caller's executor; one
/// connection serves the repository, used by one call at a time.
public final class SQLiteSearchHistoryRepository: SearchHistoryRepositoryType {
    /// The open connection, or nothing yet; and what opening found.
    private struct State {
        /// The connection, once opened; `nil` before the first use and after a failed opening (tried again next time).
        var database: SQLiteDatabase?
        /// The damaged file moved aside when the store was opened, if one was.
        var recovery: SearchHistoryRecovery?
    }

    public let fileURL: URL
    private let capacity: Int
    private let busyTimeoutMilliseconds: Int32
    private let now: @Sendable () -> Date
    private let state = Mutex(State())

    /// The schema, oldest step first: the entries (version 1), then how often each was submitted (version 2).
    static let migrator = SQLiteMigrator(migrations: [
        SQLiteMigration(
            name: "create the search history",
            statements: [
                """
                CREATE TABLE search_history (
                    id INTEGER PRIMARY KEY,
                    text TEXT NOT NULL,
                    sort TEXT NOT NULL,
                    direction TEXT NOT NULL,
                    last_used_at REAL NOT NULL,
                    position INTEGER NOT NULL,
                    UNIQUE (text, sort, direction)
                )
                """,
                "CREATE INDEX search_history_by_position ON search_history (position)",
            ]),
        SQLiteMigration(
            name: "count how often each search was submitted",
            statements: ["ALTER TABLE search_history ADD COLUMN use_count INTEGER NOT NULL DEFAULT 1"]),
    ])

    /// Creates the repository over the file at `fileURL` (not opened yet), keeping at most `capacity` entries
    /// (at least 1), waiting up to `busyTimeoutMilliseconds` for another process's lock, and stamping entries and
    /// moved-aside files with `now`.
    public init(
        fileURL: URL, capacity: Int = SearchHistoryEntry.maximumCount, busyTimeoutMilliseconds: Int32 = 5000,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.fileURL = fileURL
        self.capacity = max(1, capacity)
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.now = now
    }

    /// The history's file under the XDG data folder: `$XDG_DATA_HOME/repo-browser/search-history.sqlite` when
    /// `XDG_DATA_HOME` in `environment` is an absolute path, else under `homeDirectory`'s `.local/share`.
    public static func defaultFileURL(environment: [String: String], homeDirectory: URL) -> URL {
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil
            }
            ?? homeDirectory.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent("repo-browser", isDirectory: true)
            .appendingPathComponent("search-history.sqlite")
    }

    /// Opens the file now if no call has yet; the recovery that opening made, if any.
    public func open() async throws(SearchHistoryError) -> SearchHistoryRecovery? {
        try await perform { _ in () }
        return state.withLock { $0.recovery }
    }

    /// Records the search at `now()`: an existing entry with the same text, sort and order moves to the top and
    /// counts one more use; then the oldest entries beyond the capacity are dropped, in the same transaction.
    public func record(text: String, sort: RepoSort, order: SortDirection) async throws(SearchHistoryError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let usedAt = now().timeIntervalSince1970
        let capacity = Int64(self.capacity)
        try await perform { (database: SQLiteDatabase) throws(SQLiteError) in
            try database.writeTransaction { () throws(SQLiteError) in
                try database.run(
                    """
                    INSERT INTO search_history (text, sort, direction, last_used_at, position, use_count)
                    VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM search_history), 1)
                    ON CONFLICT (text, sort, direction) DO UPDATE SET
                        last_used_at = excluded.last_used_at, position = excluded.position,
                        use_count = use_count + 1
                    """, [.text(trimmed), .text(sort.rawValue), .text(order.rawValue), .real(usedAt)])
                try database.run(
                    """
                    DELETE FROM search_history WHERE position <=
                        (SELECT position FROM search_history ORDER BY position DESC LIMIT 1 OFFSET ?)
                    """, [.integer(capacity)])
            }
        }
    }

    /// The newest entries matching `filter`, which is bound as a `LIKE` pattern with its wildcards escaped.
    public func entries(_ filter: SearchHistoryFilter, limit: Int) async throws(SearchHistoryError)
        -> [SearchHistoryEntry]
    {
        guard limit >= 1 else { return [] }
        let pattern: String
        switch filter {
        case .all: pattern = "%"
        case .prefix(let text): pattern = Self.escapedForLike(text) + "%"
        case .containing(let text): pattern = "%" + Self.escapedForLike(text) + "%"
        }
        let rows = try await perform { (database: SQLiteDatabase) throws(SQLiteError) in
            try database.rows(
                """
                SELECT text, sort, direction, last_used_at, use_count FROM search_history
                WHERE text LIKE ? ESCAPE '\\' ORDER BY position DESC LIMIT ?
                """, [.text(pattern), .integer(Int64(limit))])
        }
        return rows.compactMap(Self.entry)
    }

    /// Deletes every entry (the file and its schema stay).
    public func clear() async throws(SearchHistoryError) {
        try await perform { (database: SQLiteDatabase) throws(SQLiteError) in
            try database.writeTransaction { () throws(SQLiteError) in
                try database.run("DELETE FROM search_history")
            }
        }
    }

    /// Runs `work` on the open connection (opening it first when needed) on a global queue, so a wait for another
    /// process's lock never holds up the caller's executor; the error it ends with, in the history's terms.
    private func perform<Value: Sendable>(
        _ work: @escaping @Sendable (SQLiteDatabase) throws(SQLiteError) -> Value
    ) async throws(SearchHistoryError) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, SearchHistoryError>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(returning: self.run(work))
            }
        }
        return try result.get()
    }

    /// Runs `work` on the open connection under the lock. When the file turns out to be damaged while in use, it
    /// is moved aside, a new one is started and `work` runs once more on that.
    private func run<Value: Sendable>(_ work: (SQLiteDatabase) throws(SQLiteError) -> Value) -> Result<
        Value, SearchHistoryError
    > {
        state.withLock { state -> Result<Value, SearchHistoryError> in
            do throws(SearchHistoryError) {
                let database = try openedDatabase(&state)
                do throws(SQLiteError) {
                    return .success(try work(database))
                } catch .corrupt(let message) {
                    state.database = nil
                    let fresh = try recover(&state, reason: message)
                    do throws(SQLiteError) {
                        return .success(try work(fresh))
                    } catch {
                        throw historyError(error)
                    }
                } catch {
                    throw historyError(error)
                }
            } catch {
                return .failure(error)
            }
        }
    }

    /// The open connection: the one already open, or a newly opened and migrated one, after moving a damaged file
    /// aside when there is one.
    private func openedDatabase(_ state: inout State) throws(SearchHistoryError) -> SQLiteDatabase {
        if let database = state.database { return database }
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: fileURL.path, reason: "its folder \(folder.path) cannot be created")
        }
        do throws(SQLiteError) {
            let database = try preparedDatabase()
            state.database = database
            return database
        } catch .corrupt(let message) {
            return try recover(&state, reason: message)
        } catch {
            throw historyError(error)
        }
    }

    /// Moves the damaged file aside, opens a new one in its place and remembers the recovery.
    private func recover(_ state: inout State, reason: String) throws(SearchHistoryError) -> SQLiteDatabase {
        let movedTo = try moveAside(reason: reason)
        state.recovery = SearchHistoryRecovery(path: fileURL.path, movedTo: movedTo, reason: reason)
        do throws(SQLiteError) {
            let database = try preparedDatabase()
            state.database = database
            return database
        } catch {
            throw historyError(error)
        }
    }

    /// A connection to the file, checked and migrated: a file from a newer version is refused before anything in
    /// it changes; a damaged one throws `.corrupt`.
    private func preparedDatabase() throws(SQLiteError) -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: fileURL.path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        let version = try database.userVersion()
        let known = Self.migrator.latestVersion
        guard version <= known else { throw .newerSchema(found: version, known: known) }
        try database.enableWriteAheadLog()
        if let problem = try database.integrityProblem() { throw .corrupt(message: problem) }
        try Self.migrator.migrate(database)
        return database
    }

    /// Renames the file, and its `-wal` and `-shm` companions, to the same name with `.damaged-` and the UTC time
    /// added (and `-2`, `-3`... when that name is taken), never replacing a file; returns the new path.
    private func moveAside(reason: String) throws(SearchHistoryError) -> String {
        let files = FileManager.default
        let path = fileURL.path
        let base = path + ".damaged-" + Self.timestamp(now())
        var target = base
        var attempt = 1
        while [target, target + "-wal", target + "-shm"].contains(where: files.fileExists(atPath:)) {
            attempt += 1
            target = base + "-\(attempt)"
        }
        for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
            do {
                try files.moveItem(atPath: path + suffix, toPath: target + suffix)
            } catch {
                throw .damaged(path: path, reason: "\(reason); it could not be moved aside to \(target + suffix)")
            }
        }
        return target
    }

    /// `20261125T135312Z` for `date`.
    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let twoDigits = { (value: Int?) in String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + twoDigits(parts.month) + twoDigits(parts.day) + "T"
            + twoDigits(parts.hour) + twoDigits(parts.minute) + twoDigits(parts.second) + "Z"
    }

    /// The history's error for an SQLite error: a file that cannot be opened or written in a folder that cannot
    /// be written is read-only.
    private func historyError(_ error: SQLiteError) -> SearchHistoryError {
        let path = fileURL.path
        let folderIsWritable = FileManager.default.isWritableFile(atPath: fileURL.deletingLastPathComponent().path)
        switch error {
        case .cannotOpen(let message):
            return folderIsWritable ? .cannotOpen(path: path, reason: message) : .readOnly(path: path)
        case .readOnly: return .readOnly(path: path)
        case .full: return .diskFull(path: path)
        case .busy: return .busy(path: path)
        case .newerSchema(let found, let known): return .newerSchema(path: path, found: found, known: known)
        case .corrupt(let message): return .damaged(path: path, reason: message)
        case .failed:
            return folderIsWritable ? .failed(path: path, reason: error.description) : .readOnly(path: path)
        }
    }

    /// The entry a row holds; `nil` for a sort or direction this version does not know.
    private static func entry(_ row: [SQLiteValue]) -> SearchHistoryEntry? {
        guard row.count == 5, let text = row[0].text, let sort = row[1].text.flatMap(RepoSort.init(rawValue:)),
            let order = row[2].text.flatMap(SortDirection.init(rawValue:)), let usedAt = row[3].real
        else { return nil }
        return SearchHistoryEntry(
            text: text, sort: sort, order: order, lastUsedAt: Date(timeIntervalSince1970: usedAt),
            useCount: Int(row[4].integer ?? 1))
    }

    /// `text` with `\`, `%` and `_` escaped by `\`, so `LIKE` matches them literally.
    static func escapedForLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
