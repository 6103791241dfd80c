/// What happened when the search history's file could not be read and was replaced: the damaged file was moved
/// aside (never overwritten or deleted) and a new, empty history was started in its place.
public struct SearchHistoryRecovery: Hashable, Sendable {
    /// The path of the history file that was damaged.
    public let path: String
    /// Where the damaged file now is: its path with a timestamp added.
    public let movedTo: String
    /// What was wrong with it, in SQLite's words.
    public let reason: String

    public init(path: String, movedTo: String, reason: String) {
        self.path = path
        self.movedTo = movedTo
        self.reason = reason
    }
}
