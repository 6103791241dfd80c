import Foundation
import Synchronization

/// Remembers the last `ETag` and body per request URL (and credential), for conditional requests.
///
/// Only 200 responses with an `ETag` are stored; a 304 answer is served from here. Rate-limit headers are not
/// stored: they must come from each fresh response. The number of entries is bounded.
public final class ResponseCache: Sendable {
    /// What is remembered for one request.
    struct Entry: Sendable {
        let etag: String
        let body: Data
        let linkHeader: String?
    }

    private let capacity: Int
    private let entries = Mutex<[String: Entry]>([:])

    /// Creates an empty cache holding at most `capacity` responses.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    func entry(for key: String) -> Entry? {
        entries.withLock { $0[key] }
    }

    func store(_ entry: Entry, for key: String) {
        entries.withLock { entries in
            if entries[key] == nil, entries.count >= capacity, let evicted = entries.keys.first {
                entries[evicted] = nil
            }
            entries[key] = entry
        }
    }

    func remove(for key: String) {
        entries.withLock { $0[key] = nil }
    }
}
