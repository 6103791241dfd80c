import Foundation
import Synchronization

/// Remembers the last `ETag` and body per request URL (and credential), for conditional requests, within a budget
/// of bytes.
///
/// Only 200 responses with an `ETag` are stored; a 304 answer is served from here. Rate-limit headers are not
/// stored: they must come from each fresh response. The bodies, tags and `Link` headers held together never exceed
/// `capacityInBytes`: storing past it evicts the least recently used entries first, and a response larger than the
/// whole budget is not stored at all (its next request simply downloads it again). So memory follows what was
/// looked at recently, not how much GitHub sent over the session.
public final class ResponseCache: Sendable {
    /// What is remembered for one request.
    struct Entry: Sendable {
        let etag: String
        let body: Data
        let linkHeader: String?

        /// The bytes the entry holds, as counted against the budget.
        var size: Int { body.count + etag.utf8.count + (linkHeader?.utf8.count ?? 0) }
    }

    /// The entries, their total size, and their order of use (least recent first).
    private struct Contents {
        var entries: [String: Entry] = [:]
        var recency: [String] = []
        var size = 0

        mutating func remove(_ key: String) {
            guard let entry = entries.removeValue(forKey: key) else { return }
            size -= entry.size
            recency.removeAll { $0 == key }
        }
    }

    /// The default budget, 1 MiB: a few pages of search results or a few READMEs.
    public static let defaultCapacityInBytes = 1024 * 1024

    /// The most bytes held at once.
    public let capacityInBytes: Int
    private let contents = Mutex(Contents())

    /// Creates an empty cache holding at most `capacityInBytes` bytes of responses.
    public init(capacityInBytes: Int = ResponseCache.defaultCapacityInBytes) {
        self.capacityInBytes = max(0, capacityInBytes)
    }

    /// The bytes held now.
    var size: Int {
        contents.withLock { $0.size }
    }

    /// The entry stored for `key`, which becomes the most recently used.
    func entry(for key: String) -> Entry? {
        contents.withLock { contents in
            guard let entry = contents.entries[key] else { return nil }
            contents.recency.removeAll { $0 == key }
            contents.recency.append(key)
            return entry
        }
    }

    /// Stores `entry` for `key` as the most recently used, evicting the least recently used entries to stay within
    /// the budget; an entry larger than the whole budget replaces nothing and is not stored. Returns whether it was
    /// stored.
    @discardableResult
    func store(_ entry: Entry, for key: String) -> Bool {
        contents.withLock { contents in
            contents.remove(key)
            guard entry.size <= capacityInBytes else { return false }
            while contents.size + entry.size > capacityInBytes, let oldest = contents.recency.first {
                contents.remove(oldest)
            }
            contents.entries[key] = entry
            contents.recency.append(key)
            contents.size += entry.size
            return true
        }
    }

    func remove(for key: String) {
        contents.withLock { $0.remove(key) }
    }
}
