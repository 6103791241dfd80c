import Synchronization

/// The rows of a paged list, shared by every state of that list instead of copied into each: a state sees the first
/// `count` rows of one append-only log, so taking a page appends what the page holds (O(page)) even while the screen
/// and `scan` hold the state before it.
///
/// A value: appending to rows that are not the log's latest (an earlier state, reduced again) copies them into a log
/// of their own first, so no state ever sees a row it did not take. Editing the rows (`compactMap`) makes a new log.
public struct PagedRows<Row: Hashable & Sendable, Identity: Hashable & Sendable>: RandomAccessCollection, Sendable {
    /// The rows appended so far, their identities, and where each identity first appears.
    private final class Log: Sendable {
        struct Entries {
            var rows: [Row] = []
            var identities: [Identity] = []
            var firstPositions: [Identity: Int] = [:]
        }

        let entries: Mutex<Entries>

        init(_ entries: Entries = Entries()) {
            self.entries = Mutex(entries)
        }
    }

    private var log = Log()
    /// The number of rows this value holds: the first `endIndex` of the log's.
    public private(set) var endIndex = 0

    /// No rows.
    public init() {}

    /// The first row's position: 0.
    public var startIndex: Int { 0 }

    /// The row at `position`.
    public subscript(position: Int) -> Row {
        log.entries.withLock { $0.rows[position] }
    }

    /// Whether a row with `identity` is among these rows.
    public func contains(identity: Identity) -> Bool {
        log.entries.withLock { ($0.firstPositions[identity] ?? .max) < endIndex }
    }

    /// Appends `rows` with their identities, in place when these are the log's latest rows.
    mutating func append(_ rows: some Collection<(row: Row, identity: Identity)>) {
        let count = endIndex
        if log.entries.withLock({ $0.rows.count }) != count {
            log = Log(log.entries.withLock { entries in Self.prefix(entries, count) })
        }
        log.entries.withLock { entries in
            for (row, identity) in rows {
                if entries.firstPositions[identity] == nil {
                    entries.firstPositions[identity] = entries.rows.count
                }
                entries.rows.append(row)
                entries.identities.append(identity)
            }
        }
        endIndex += rows.count
    }

    /// The rows `edit` keeps, each as it returns it, in a log of their own.
    func editing(_ edit: (Row) -> Row?) -> PagedRows {
        let kept = log.entries.withLock { entries in
            (0..<endIndex).compactMap { index in
                edit(entries.rows[index]).map { (row: $0, identity: entries.identities[index]) }
            }
        }
        var edited = PagedRows()
        edited.append(kept)
        return edited
    }

    /// The first `count` entries of `entries`.
    private static func prefix(_ entries: Log.Entries, _ count: Int) -> Log.Entries {
        var kept = Log.Entries()
        kept.rows = Array(entries.rows.prefix(count))
        kept.identities = Array(entries.identities.prefix(count))
        kept.firstPositions = entries.firstPositions.filter { $0.value < count }
        return kept
    }
}

extension PagedRows: Equatable {
    /// The same rows, in the same order.
    public static func == (left: PagedRows, right: PagedRows) -> Bool {
        left.endIndex == right.endIndex && (left.log === right.log || left.elementsEqual(right))
    }
}

extension PagedRows: Hashable {
    /// Hashes the rows, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(endIndex)
        for row in self {
            hasher.combine(row)
        }
    }
}
