/// Why the terminal could not be put into the mode RepoBrowser needs.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input is not a terminal (for example a pipe), so interactive mode is impossible.
    case notATerminal
    /// The terminal's attributes could not be read or changed; `errno` says why.
    case attributesUnavailable(errno: Int32)

    /// A message for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input is not a terminal; use `repo-browser search QUERY` or `show OWNER/NAME` instead"
        case .attributesUnavailable(let code):
            "could not switch the terminal to raw mode (errno \(code))"
        }
    }
}
