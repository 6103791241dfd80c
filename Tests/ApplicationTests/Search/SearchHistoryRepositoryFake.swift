import Domain
import Foundation
import Synchronization

/// A search history in memory (or failing), recording the calls made; it keeps entries newest first and merges
/// duplicates as the contract says, without a cap.
final class SearchHistoryRepositoryFake: SearchHistoryRepositoryType {
    private let failure: SearchHistoryError?
    private let recovery: SearchHistoryRecovery?
    private let state = Mutex<(entries: [SearchHistoryEntry], calls: [String])>(([], []))

    init(failure: SearchHistoryError? = nil, recovery: SearchHistoryRecovery? = nil) {
        self.failure = failure
        self.recovery = recovery
    }

    /// The calls made, in order.
    var calls: [String] { state.withLock { $0.calls } }

    func open() async throws(SearchHistoryError) -> SearchHistoryRecovery? {
        try record("open")
        return recovery
    }

    func record(text: String, sort: RepoSort, order: SortDirection) async throws(SearchHistoryError) {
        try record("record \(text) \(sort.rawValue) \(order.rawValue)")
        state.withLock { state in
            state.entries.removeAll { $0.text == text && $0.sort == sort && $0.order == order }
            state.entries.insert(
                SearchHistoryEntry(text: text, sort: sort, order: order, lastUsedAt: Date(timeIntervalSince1970: 0)),
                at: 0)
        }
    }

    func entries(_ filter: SearchHistoryFilter, limit: Int) async throws(SearchHistoryError) -> [SearchHistoryEntry] {
        try record("entries \(filter) \(limit)")
        let all = state.withLock { $0.entries }
        let matching = all.filter { entry in
            switch filter {
            case .all: true
            case .prefix(let text): entry.text.lowercased().hasPrefix(text.lowercased())
            case .containing(let text): entry.text.lowercased().contains(text.lowercased())
            }
        }
        return Array(matching.prefix(max(0, limit)))
    }

    func clear() async throws(SearchHistoryError) {
        try record("clear")
        state.withLock { $0.entries.removeAll() }
    }

    private func record(_ call: String) throws(SearchHistoryError) {
        state.withLock { $0.calls.append(call) }
        if let failure { throw failure }
    }
}
