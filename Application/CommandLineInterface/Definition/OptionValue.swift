/// What an option takes after its name, as the parser, the help, the completions and the man page all read it.
public enum OptionValue: Hashable, Sendable {
    /// Nothing: the option is a flag (`--offline`).
    case none
    /// Exactly one value (`--limit 50`, `--limit=50`). Non-empty `choices` are the only values accepted, and the
    /// ones completions offer.
    case required(placeholder: String, choices: [String] = [])
    /// An optional comma-separated list (`--json` or `--json name,full_name`). The list is the next argument
    /// unless that starts with `-`; every item must be one of `choices`.
    case optionalList(placeholder: String, choices: [String])
    /// A required comma-separated list; the option may also be repeated (`--topic cli,swift --topic tui`). Every
    /// item must be one of non-empty `choices`.
    case list(placeholder: String, choices: [String] = [])
    /// A flag that may take one of `choices` after `=` only (`--archived` or `--archived=false`), so the next
    /// argument is never taken for its value.
    case optionalInline(placeholder: String, choices: [String])

    /// The placeholder shown in usage text, or nil for a flag.
    public var placeholder: String? {
        switch self {
        case .none: nil
        case .required(let placeholder, _), .optionalList(let placeholder, _), .list(let placeholder, _),
            .optionalInline(let placeholder, _):
            placeholder
        }
    }

    /// The values completions offer (empty when any value goes).
    public var choices: [String] {
        switch self {
        case .none: []
        case .required(_, let choices), .optionalList(_, let choices), .list(_, let choices),
            .optionalInline(_, let choices):
            choices
        }
    }
}
