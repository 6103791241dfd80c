import Domain

/// What is wrong with a command line; `CommandLineFailure` adds which command it was for and words the message.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option that does not exist, with the option probably meant.
    case unknownOption(String, suggestion: String?)
    /// A word where a command was expected, with the command probably meant.
    case unknownCommand(String, suggestion: String?)
    /// An option given without its value.
    case missingValue(option: String)
    /// A flag given a value (`--offline=yes`).
    case unexpectedValue(option: String)
    /// A number option whose value is not a whole number.
    case invalidNumber(option: String, value: String)
    /// A number option outside its allowed range, described in words; the value as given (it may be too long for
    /// any integer type).
    case outOfRange(option: String, value: String, allowed: String)
    /// A value not among the option's choices.
    case invalidChoice(option: String, value: String, choices: [String])
    /// A list option (`--json full_name,`) with an empty item: a comma at either end, or two commas in a row.
    case emptyListItem(option: String, list: String)
    /// An item of a list option (a `--json` field) not among the available ones.
    case unknownListItem(option: String, item: String, available: [String])
    /// An item of a list option whose choices come from several vocabularies (a `--json` field), with each group.
    case unknownGroupedListItem(option: String, item: String, groups: [ChoiceGroup])
    /// An option used with a command it does not apply to.
    case inapplicableOption(option: String, commands: String)
    /// gh's `--jq`/`--template`, which repo-browser leaves to `jq`.
    case filterOption(String)
    /// A token passed as an option, which is refused.
    case tokenOnCommandLine
    /// `show` with something other than `OWNER/NAME`, `HOST/OWNER/NAME` or a repository URL.
    case invalidRepository(String)
    /// `repos` with an owner that is not a GitHub login.
    case invalidOwner(String)
    /// A required argument that is missing, described in words (`a shell: bash, zsh or fish`).
    case missingArgument(String)
    /// An extra argument nothing expects.
    case unexpectedArgument(String)
    /// An `--api-url` that is not an http or https URL with a host.
    case invalidAPIURL(String)
    /// A `--json` that names no field where fields are required (`issue view`, `pr view`, as gh asks).
    case missingJSONFields(option: String, available: [String])
    /// An issue or pull request argument that is neither a number (`12`, `#12`) nor its web address.
    case invalidConversation(String, kind: String)

    /// A one-line explanation of what is wrong and how to fix it.
    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option \(quoted(option))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownCommand(let word, let suggestion?):
            "unknown command \(quoted(word)); did you mean '\(suggestion)'?"
        case .unknownCommand(let word, nil):
            "unknown command \(quoted(word)); to search for it, run: repo-browser search \(quoted(word))"
        case .missingValue(let option):
            "option \(quoted(option)) needs a value"
        case .unexpectedValue(let option):
            "option \(quoted(option)) takes no value"
        case .invalidNumber(let option, let value):
            "option \(quoted(option)) needs a whole number, not \(quoted(value))"
        case .outOfRange(let option, let value, let allowed):
            "option \(quoted(option)) is out of range: it must be \(allowed), not "
                + (value.count > Self.longestNumberShown ? "a \(value.count)-character number" : quoted(value))
        case .emptyListItem(let option, let list):
            "option \(quoted(option)) has an empty item in \(quoted(list)): a comma at an end or two in a row; "
                + "separate the items with single commas"
        case .invalidChoice(let option, let value, let choices):
            "option \(quoted(option)) must be one of \(choices.joined(separator: ", ")), not \(quoted(value))"
        case .unknownListItem(let option, let item, let available):
            "unknown field \(quoted(item)) for \(quoted(option)); available fields: "
                + available.joined(separator: ", ")
        case .unknownGroupedListItem(let option, let item, let groups):
            "unknown field \(quoted(item)) for \(quoted(option)); available fields: "
                + groups.map { "\($0.title): \($0.choices.joined(separator: ", "))" }.joined(separator: "; ")
        case .inapplicableOption(let option, let commands):
            "option \(quoted(option)) only applies to \(commands)"
        case .filterOption(let option):
            "\(quoted(option)) is not built in; pipe --json into jq instead, such as: "
                + "repo-browser search swift --json | jq '.items[].full_name'"
        case .tokenOnCommandLine:
            "tokens are not accepted as arguments (they would be visible in the process list and shell history); "
                + "set GH_TOKEN or GITHUB_TOKEN instead"
        case .invalidRepository(let text):
            "\(quoted(text)) is not OWNER/NAME, HOST/OWNER/NAME or a repository URL such as "
                + "https://github.com/OWNER/NAME (letters, digits, '-', '_' and '.' only)"
        case .invalidOwner(let text):
            "\(quoted(text)) is not a GitHub login: a login has 1 to \(OwnerRepoQuery.maximumLoginLength) letters, "
                + "digits or hyphens and does not start with a hyphen"
        case .missingArgument(let what):
            "missing \(what)"
        case .unexpectedArgument(let argument):
            "unexpected argument \(quoted(argument))"
        case .invalidAPIURL(let text):
            "\(quoted(text)) is not an http or https URL with a host"
        case .missingJSONFields(let option, let available):
            "specify one or more comma-separated fields for \(quoted(option)): \(available.joined(separator: ", "))"
        case .invalidConversation(let text, let kind):
            "\(quoted(text)) is not \(kind) number (12, #12) or its web address"
        }
    }

    /// The longest number an out-of-range message repeats; a longer one is described by its length.
    private static let longestNumberShown = 40

    /// Arguments are untrusted too: quoted exactly as given, controls in caret notation, invisible characters by
    /// code point.
    private func quoted(_ text: String) -> String {
        ArgumentText.quoted(text)
    }

    public var description: String {
        message
    }
}
