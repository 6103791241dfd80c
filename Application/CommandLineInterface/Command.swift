/// What the user asked `repo-browser` to do.
public enum Command: Equatable, Sendable {
    /// No command: browse interactively (when standard input and output are terminals).
    case interactive
    /// Search repositories and print the results.
    case search(SearchOptions)
    /// Print one repository's details (once its target is resolved).
    case show(ShowRequest)
    /// Print who is signed in, the token's source and the quotas.
    case account
    /// Print the help of the program (nil) or of the named command, and exit successfully.
    case help(commandName: String?)
    /// Print the version and exit successfully.
    case version
    /// Print the completion script for a shell.
    case completion(CompletionShell)
    /// Print the manual page in roff.
    case manual
}
