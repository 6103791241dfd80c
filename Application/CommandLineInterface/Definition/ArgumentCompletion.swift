/// What shell completion offers for a command's positional arguments.
public enum ArgumentCompletion: Hashable, Sendable {
    /// Nothing particular (free text such as a query).
    case none
    /// One of these words.
    case choices([String])
    /// The names of the program's commands (for `help COMMAND`).
    case commandNames
}
