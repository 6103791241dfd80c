/// The order of search results asked for on the command line (`--sort`).
public enum SearchSort: String, Sendable, Equatable, CaseIterable {
    /// GitHub's relevance ranking (the default).
    case bestMatch = "best-match"
    /// By star count.
    case stars
    /// By fork count.
    case forks
    /// By the time of the last push.
    case updated
}
