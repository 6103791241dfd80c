import Domain

/// Why the search history is not as it should be: it cannot be used (the search goes on without it), or a damaged
/// file was moved aside and a new one started.
public enum SearchHistoryProblem: Hashable, Sendable {
    case unusable(SearchHistoryError)
    case replaced(SearchHistoryRecovery)

    /// The problem an Observable of the history use case failed with: its `SearchHistoryError`, else a failure that
    /// says what it was.
    init(_ error: any Error) {
        self = .unusable(error as? SearchHistoryError ?? .failed(path: "the search history", reason: "\(error)"))
    }
}
