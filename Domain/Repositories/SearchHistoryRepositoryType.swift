/// The searches a person submitted, kept across runs and shared by every data source and every process.
///
/// Newest first; submitting the same text, sort and order again moves that entry to the top instead of adding a
/// second one; only the newest `SearchHistoryEntry.maximumCount` entries are kept. Two processes recording
/// at once both keep their entries. Every method throws `SearchHistoryError`; a caller that gets one goes on
/// without history.
public protocol SearchHistoryRepositoryType: Sendable {
    /// Opens the store if no other call has yet, and says whether a damaged file had to be moved aside for a
    /// new one when it was opened (`nil` when it opened as it was). Calling it is optional: the other methods open
    /// the store on first use, and this one then reports what that first use found.
    func open() async throws(SearchHistoryError) -> SearchHistoryRecovery?
    /// Remembers that `text` was searched with `sort` and `order` now; `text` is trimmed, and an empty text is
    /// ignored.
    func record(text: String, sort: RepoSort, order: SortDirection) async throws(SearchHistoryError)
    /// At most `limit` entries matching `filter`, newest first (none for a `limit` below 1).
    func entries(_ filter: SearchHistoryFilter, limit: Int) async throws(SearchHistoryError) -> [SearchHistoryEntry]
    func clear() async throws(SearchHistoryError)
}
