import Domain
import Foundation
import Reactive

/// What the query editor (recall and suggestions) and the `history` command need from the search history.
///
/// Every Observable here fails with the `SearchHistoryError` the store gave; a caller shows it in one line and goes
/// on without history.
public protocol SearchHistoryUseCaseType: Sendable {
    /// Opens the history (it also opens on first use) and says whether a damaged file was replaced.
    func open() -> Observable<SearchHistoryRecovery?>
    /// Remembers a submitted search's text, sort and order (its page is not kept).
    func record(_ query: RepoSearchQuery) -> Observable<Void>
    /// The newest entries starting with `text` (every entry for an empty text), at most `limit`.
    func suggestions(for text: String, limit: Int) -> Observable<[SearchHistoryEntry]>
    /// At most `limit` entries matching `filter`, newest first.
    func entries(_ filter: SearchHistoryFilter, limit: Int) -> Observable<[SearchHistoryEntry]>
    func clear() -> Observable<Void>
}

/// Reads and writes the search history through an injected repository, bridging its async calls to Observables.
public struct SearchHistoryUseCase: SearchHistoryUseCaseType {
    private let repository: any SearchHistoryRepositoryType

    public init(repository: any SearchHistoryRepositoryType) {
        self.repository = repository
    }

    /// Opens the history when subscribed.
    public func open() -> Observable<SearchHistoryRecovery?> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.open() }
    }

    /// Records `query` when subscribed.
    public func record(_ query: RepoSearchQuery) -> Observable<Void> {
        let repository = self.repository
        return Observable.fromAsync {
            try await repository.record(text: query.text, sort: query.sort, order: query.order)
        }
    }

    /// Entries starting with `text` (trimmed), read when subscribed.
    public func suggestions(for text: String, limit: Int) -> Observable<[SearchHistoryEntry]> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return entries(trimmed.isEmpty ? .all : .prefix(trimmed), limit: limit)
    }

    /// Entries read when subscribed.
    public func entries(_ filter: SearchHistoryFilter, limit: Int) -> Observable<[SearchHistoryEntry]> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.entries(filter, limit: limit) }
    }

    /// Clears the history when subscribed.
    public func clear() -> Observable<Void> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.clear() }
    }
}
