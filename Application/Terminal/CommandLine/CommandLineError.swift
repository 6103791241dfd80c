/// A usage error on the command line; the executable prints `message` and the usage text, and exits with status 2.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option that does not exist.
    case unknownOption(String)
    /// A word where a command (`search` or `show`) was expected.
    case unknownCommand(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// A flag given a value (`--offline=yes`).
    case unexpectedValue(option: String)
    /// A number option whose value is not a whole number.
    case invalidNumber(option: String, value: String)
    /// A number option outside its allowed range, described in words.
    case outOfRange(option: String, value: Int, allowed: String)
    /// A value not among the option's choices.
    case invalidChoice(option: String, value: String, choices: [String])
    /// An option used with a command it does not apply to.
    case inapplicableOption(option: String, commands: String)
    /// A token passed as an option, which is refused.
    case tokenOnCommandLine
    /// `show` without a repository.
    case missingRepository
    /// `show` with something other than `OWNER/NAME`.
    case invalidRepository(String)
    /// An extra argument nothing expects.
    case unexpectedArgument(String)
    /// An `--api-url` that is not an http or https URL with a host.
    case invalidAPIURL(String)

    /// A one-line explanation of what is wrong and how to fix it.
    public var message: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(shown(option))'"
        case .unknownCommand(let word):
            "unknown command '\(shown(word))'; to search for it, run: repo-browser search \(shown(word))"
        case .missingValue(let option):
            "option '\(shown(option))' needs a value"
        case .unexpectedValue(let option):
            "option '\(shown(option))' takes no value"
        case .invalidNumber(let option, let value):
            "option '\(shown(option))' needs a whole number, not '\(shown(value))'"
        case .outOfRange(let option, let value, let allowed):
            "option '\(shown(option))' must be \(allowed), not \(value)"
        case .invalidChoice(let option, let value, let choices):
            "option '\(shown(option))' must be one of \(choices.joined(separator: ", ")), not '\(shown(value))'"
        case .inapplicableOption(let option, let commands):
            "option '\(shown(option))' only applies to \(commands)"
        case .tokenOnCommandLine:
            "tokens are not accepted as arguments (they would be visible in the process list and shell history); "
                + "set GH_TOKEN or GITHUB_TOKEN instead"
        case .missingRepository:
            "show needs a repository as OWNER/NAME"
        case .invalidRepository(let text):
            "'\(shown(text))' is not OWNER/NAME (letters, digits, '-', '_' and '.' only)"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(shown(argument))'"
        case .invalidAPIURL(let text):
            "'\(shown(text))' is not an http or https URL with a host"
        }
    }

    /// Arguments are untrusted too: shown with control characters in caret notation.
    private func shown(_ text: String) -> String {
        TerminalText.sanitize(text, controls: .caretNotation)
    }

    /// The message, for printing.
    public var description: String {
        message
    }
}
