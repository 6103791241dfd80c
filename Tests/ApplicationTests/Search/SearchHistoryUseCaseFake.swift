import Application
import Domain
import Foundation
import Reactive
import Synchronization

/// A search history use case over a list in memory (newest first), or failing every call with one error; it
/// answers at once and records the calls made (`open`, `record TEXT SORT ORDER`, `suggestions PREFIX`).
final class SearchHistoryUseCaseFake: SearchHistoryUseCaseType {
    private let failure: SearchHistoryError?
    private let state: Mutex<(entries: [SearchHistoryEntry], calls: [String])>

    init(entries: [SearchHistoryEntry] = [], failure: SearchHistoryError? = nil) {
        self.failure = failure
        state = Mutex((entries, []))
    }

    /// The calls made, in order.
    var calls: [String] { state.withLock { $0.calls } }

    func open() -> Observable<SearchHistoryRecovery?> {
        answer("open") { _ in nil }
    }

    func record(_ query: RepoSearchQuery) -> Observable<Void> {
        answer("record \(query.text) \(query.sort.rawValue) \(query.order.rawValue)") { entries in
            entries.insert(
                SearchHistoryEntry(
                    text: query.text, sort: query.sort, order: query.order, lastUsedAt: Date(timeIntervalSince1970: 0)),
                at: 0)
        }
    }

    func suggestions(for text: String, limit: Int) -> Observable<[SearchHistoryEntry]> {
        answer("suggestions \(text)") { entries in Array(entries.filter { $0.text.hasPrefix(text) }.prefix(limit)) }
    }

    func entries(_ filter: SearchHistoryFilter, limit: Int) -> Observable<[SearchHistoryEntry]> {
        answer("entries") { entries in Array(entries.prefix(limit)) }
    }

    func clear() -> Observable<Void> {
        answer("clear") { entries in entries.removeAll() }
    }

    /// Records `call`, then fails with the failure, or applies `body` to the entries and sends what it returns.
    private func answer<Element: Sendable>(
        _ call: String, _ body: @escaping @Sendable (inout [SearchHistoryEntry]) -> Element
    ) -> Observable<Element> {
        state.withLock { $0.calls.append(call) }
        if let failure { return .error(failure) }
        return .just(state.withLock { body(&$0.entries) })
    }
}
