/// Why the current directory's git remotes could not be read.
public enum GitRemoteError: Error, Equatable, Sendable {
    /// Neither the directory nor any parent holds a `.git` directory or file.
    case notARepository
    /// The repository's configuration at this path could not be read.
    case unreadableConfiguration(String)
}
