/// Why the search history could not be read or written, in terms a screen can explain in one line.
///
/// Every case leaves the program working without history; the history's file is never deleted or downgraded.
/// `path` is the history's file.
public enum SearchHistoryError: Error, Hashable, Sendable {
    /// The file could not be opened or created: its folder cannot be made or written, or it is not a file.
    case cannotOpen(path: String, reason: String)
    /// The file was written by a newer RepoBrowser (schema version `found`; this one knows up to `known`) and is
    /// left exactly as it is.
    case newerSchema(path: String, found: Int, known: Int)
    /// The file or its folder is read-only, so nothing can be recorded.
    case readOnly(path: String)
    /// The disk is full, so nothing more can be recorded.
    case diskFull(path: String)
    /// Another process kept the history locked for longer than the wait allowed.
    case busy(path: String)
    /// The file was damaged and could not be moved aside to start a new one.
    case damaged(path: String, reason: String)
    /// Any other failure, with SQLite's own explanation.
    case failed(path: String, reason: String)
}
