import Domain
import Foundation

/// Walks the arguments once, collecting options and positional words; used by `CommandLineArguments.parse`.
struct CommandLineParser {
    /// Which command the words so far selected.
    private enum Subcommand {
        case search
        case show
    }

    private let arguments: [String]
    private var index = 0
    private var globalOptions = GlobalOptions()
    private var subcommand: Subcommand?
    private var words: [String] = []
    private var search = SearchOptions(query: "")
    private var isJSON = false

    /// Creates a parser for the arguments after the program name (without `--help` or `--version`).
    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Parses all arguments.
    mutating func parse() throws(CommandLineError) -> CommandLineArguments {
        var isAfterSeparator = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if isAfterSeparator || token == "-" || !token.hasPrefix("-") {
                try takeWord(token)
            } else if token == "--" {
                isAfterSeparator = true
            } else {
                try takeOption(token)
            }
        }
        return CommandLineArguments(command: try command(), globalOptions: globalOptions)
    }

    private mutating func takeWord(_ word: String) throws(CommandLineError) {
        guard subcommand != nil else {
            switch word {
            case "search": subcommand = .search
            case "show": subcommand = .show
            default: throw .unknownCommand(word)
            }
            return
        }
        words.append(word)
    }

    private mutating func takeOption(_ token: String) throws(CommandLineError) {
        let name: String
        var inlineValue: String?
        if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
            name = String(token[..<equals])
            inlineValue = String(token[token.index(after: equals)...])
        } else {
            name = token
        }
        switch name {
        case "--api-url":
            globalOptions.apiURL = try Self.apiURL(try value(of: name, inline: inlineValue))
        case "--offline":
            try refuseValue(of: name, inline: inlineValue)
            globalOptions.isOffline = true
        case "--no-color":
            try refuseValue(of: name, inline: inlineValue)
            globalOptions.isColorDisabled = true
        case "--token":
            throw .tokenOnCommandLine
        case "--json":
            try refuseValue(of: name, inline: inlineValue)
            guard subcommand != nil else { throw .inapplicableOption(option: name, commands: "search and show") }
            isJSON = true
        case "--sort", "--order", "--limit", "--page", "--per-page":
            guard subcommand == .search else { throw .inapplicableOption(option: name, commands: "search") }
            try takeSearchOption(name, value: try value(of: name, inline: inlineValue))
        default:
            throw .unknownOption(name)
        }
    }

    private mutating func takeSearchOption(_ name: String, value: String) throws(CommandLineError) {
        switch name {
        case "--sort":
            guard let sort = RepoSort(rawValue: value) else {
                throw .invalidChoice(option: name, value: value, choices: RepoSort.allCases.map(\.rawValue))
            }
            search.sort = sort
        case "--order":
            guard let order = SortDirection(rawValue: value) else {
                throw .invalidChoice(option: name, value: value, choices: SortDirection.allCases.map(\.rawValue))
            }
            search.order = order
        case "--limit":
            search.limit = try Self.number(value, option: name, range: 1...1000, allowed: "between 1 and 1000")
        case "--page":
            search.page = try Self.number(value, option: name, range: 1...Int.max, allowed: "at least 1")
        default:
            search.perPage = try Self.number(value, option: name, range: 1...100, allowed: "between 1 and 100")
        }
    }

    /// The option's value: the inline `=value`, or the next argument unless that is another long option.
    private mutating func value(of name: String, inline: String?) throws(CommandLineError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw .missingValue(option: name) }
            return inline
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(option: name) }
        index += 1
        return arguments[index - 1]
    }

    private func refuseValue(of name: String, inline: String?) throws(CommandLineError) {
        if inline != nil {
            throw .unexpectedValue(option: name)
        }
    }

    private func command() throws(CommandLineError) -> Command {
        switch subcommand {
        case nil:
            return .interactive
        case .search:
            var options = search
            options.query = words.joined(separator: " ")
            options.isJSON = isJSON
            return .search(options)
        case .show:
            guard let first = words.first else { throw .missingRepository }
            guard words.count == 1 else { throw .unexpectedArgument(words[1]) }
            guard let repository = RepoReference(fullName: first) else { throw .invalidRepository(first) }
            return .show(ShowOptions(repository: repository, isJSON: isJSON))
        }
    }

    private static func number(
        _ text: String, option: String, range: ClosedRange<Int>, allowed: String
    ) throws(CommandLineError) -> Int {
        guard let number = Int(text) else { throw .invalidNumber(option: option, value: text) }
        guard range.contains(number) else { throw .outOfRange(option: option, value: number, allowed: allowed) }
        return number
    }

    private static func apiURL(_ text: String) throws(CommandLineError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw .invalidAPIURL(text)
        }
        return url
    }
}
