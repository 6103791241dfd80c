/// What the user asked `repo-browser` to do.
public enum Command: Equatable, Sendable {
    /// No command: browse interactively (when standard input and output are terminals).
    case interactive
    /// Search repositories and print the results.
    case search(SearchOptions)
    /// Print one repository's details.
    case show(ShowOptions)
    /// Print the usage text and exit successfully.
    case help
    /// Print the version and exit successfully.
    case version
}
