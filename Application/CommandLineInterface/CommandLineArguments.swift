import Domain
import Foundation

/// The parsed command line of `repo-browser`: the command and the global options.
///
/// `CommandLineParser` splits the arguments by `CommandLineDefinition.repoBrowser`; this type gives the values
/// their meaning (numbers and their ranges, the repository, the API URL). Parsing is pure: it never reads the
/// environment or touches the terminal. Help wins wherever it appears before `--`, then `--version`.
public struct CommandLineArguments: Equatable, Sendable {
    public let command: Command
    /// Options that apply to every command.
    public let globalOptions: GlobalOptions

    public init(command: Command, globalOptions: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.globalOptions = globalOptions
    }

    /// The definition the arguments are parsed by, and help, completions and the man page are printed from.
    public static let definition = CommandLineDefinition.repoBrowser

    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: [String]) throws(CommandLineFailure) -> CommandLineArguments {
        let parsed = try CommandLineParser(definition: definition).parse(arguments)
        if parsed.isHelpRequested {
            return CommandLineArguments(command: .help(commandName: parsed.command?.name))
        }
        if parsed.isSet(.version) {
            return CommandLineArguments(command: .version)
        }
        do {
            return CommandLineArguments(command: try command(parsed), globalOptions: try globalOptions(parsed))
        } catch {
            throw CommandLineFailure(error, commandName: parsed.command?.name)
        }
    }

    private static func globalOptions(_ parsed: ParsedCommandLine) throws(CommandLineError) -> GlobalOptions {
        GlobalOptions(
            apiURL: try parsed.value(of: .apiURL).map { text throws(CommandLineError) in try apiURL(text) },
            isOffline: parsed.isSet(.offline), isColorDisabled: parsed.isSet(.noColor),
            isCacheDisabled: parsed.isSet(.noCache), isDebugEnabled: parsed.isSet(.debug))
    }

    private static func command(_ parsed: ParsedCommandLine) throws(CommandLineError) -> Command {
        switch parsed.command {
        case nil:
            return .interactive
        case CommandDefinition.search?:
            return .search(try searchOptions(parsed))
        case CommandDefinition.show?:
            try expectNoMore(parsed.words, after: 1)
            var target = RepositoryTarget.currentDirectory
            if let first = parsed.words.first {
                guard let location = RepoLocation(first) else { throw .invalidRepository(first) }
                target = .named(location)
            }
            return .show(ShowRequest(target: target, json: json(parsed, .showJSON), isWeb: parsed.isSet(.showWeb)))
        case CommandDefinition.issues?:
            return .issues(try issuesOptions(parsed))
        case CommandDefinition.pullRequests?:
            return .pullRequests(try pullRequestsOptions(parsed))
        case CommandDefinition.issue?:
            return .issueView(
                try conversationViewOptions(parsed, kind: "an issue", web: .issueViewWeb, json: .issueViewJSON))
        case CommandDefinition.pullRequest?:
            return .pullRequestView(
                try conversationViewOptions(
                    parsed, kind: "a pull request", web: .pullRequestViewWeb, json: .pullRequestViewJSON))
        case CommandDefinition.account?:
            try expectNoMore(parsed.words, after: 0)
            return .account
        case CommandDefinition.star?:
            return .star(try repository(parsed), isStarred: true)
        case CommandDefinition.unstar?:
            return .star(try repository(parsed), isStarred: false)
        case CommandDefinition.starred?:
            try expectNoMore(parsed.words, after: 0)
            var options = StarredOptions(json: json(parsed, .starredJSON))
            if let limit = parsed.value(of: .limit) {
                options.limit = try number(limit, option: .limit, range: 1...1000, allowed: "between 1 and 1000")
            }
            return .starred(options)
        case CommandDefinition.ownerRepositories?:
            return .ownerRepositories(try ownerRepositoriesOptions(parsed))
        case CommandDefinition.history?:
            try expectNoMore(parsed.words, after: 1)
            guard let word = parsed.words.first else { return .history(isJSON: parsed.isSet(.historyJSON)) }
            guard word == "clear" else { throw .unexpectedArgument(word) }
            return .clearHistory
        case CommandDefinition.help?:
            try expectNoMore(parsed.words, after: 1)
            guard let name = parsed.words.first else { return .help(commandName: nil) }
            guard definition.command(named: name) != nil else {
                throw .unknownCommand(name, suggestion: definition.suggestion(forCommand: name))
            }
            return .help(commandName: name)
        case CommandDefinition.completion?:
            let shells = CompletionShell.allCases.map(\.rawValue)
            try expectNoMore(parsed.words, after: 1)
            let flagged = parsed.value(of: .shell)
            if let flagged, let word = parsed.words.first, word != flagged {
                throw .unexpectedArgument(word)
            }
            guard let name = flagged ?? parsed.words.first else {
                throw .missingArgument("shell: one of \(shells.joined(separator: ", ")) (or -s SHELL)")
            }
            guard let shell = CompletionShell(rawValue: name) else {
                throw .invalidChoice(option: "SHELL", value: name, choices: shells)
            }
            return .completion(shell)
        case CommandDefinition.version?:
            try expectNoMore(parsed.words, after: 0)
            return .version
        case CommandDefinition.manual?:
            try expectNoMore(parsed.words, after: 0)
            return .manual
        case let other?:
            throw .unknownCommand(other.name, suggestion: nil)
        }
    }

    /// The one repository argument of `star` and `unstar`, written as `show` takes it.
    private static func repository(_ parsed: ParsedCommandLine) throws(CommandLineError) -> RepoLocation {
        try expectNoMore(parsed.words, after: 1)
        guard let word = parsed.words.first else { throw .missingArgument("repository: OWNER/NAME") }
        guard let location = RepoLocation(word) else { throw .invalidRepository(word) }
        return location
    }

    private static func ownerRepositoriesOptions(
        _ parsed: ParsedCommandLine
    ) throws(CommandLineError) -> OwnerRepositoriesOptions {
        try expectNoMore(parsed.words, after: 1)
        guard let owner = parsed.words.first else { throw .missingArgument("owner: a GitHub login") }
        guard OwnerRepoQuery.isLogin(owner) else { throw .invalidOwner(owner) }
        var options = OwnerRepositoriesOptions(owner: owner, json: json(parsed, .ownerRepositoriesJSON))
        if let sort = parsed.value(of: .ownerRepositorySort).flatMap(OwnerRepoSort.init(rawValue:)) {
            options.sort = sort
        }
        options.direction = parsed.value(of: .ownerRepositoryOrder).flatMap(SortDirection.init(rawValue:))
        if let limit = parsed.value(of: .limit) {
            options.limit = try number(limit, option: .limit, range: 1...1000, allowed: "between 1 and 1000")
        }
        return options
    }

    private static func issuesOptions(_ parsed: ParsedCommandLine) throws(CommandLineError) -> IssuesOptions {
        var options = IssuesOptions(
            target: try listTarget(parsed), labels: parsed.listValues(of: .label), author: parsed.value(of: .author),
            isWeb: parsed.isSet(.issuesWeb), json: json(parsed, .issuesJSON))
        if let state = parsed.value(of: .issueState).flatMap(IssueStateFilter.init(rawValue:)) { options.state = state }
        if let limit = parsed.value(of: .issueLimit) {
            options.limit = try number(limit, option: .issueLimit, range: 1...1000, allowed: "between 1 and 1000")
        }
        return options
    }

    /// `issue view` and `pr view`: the word `view`, then the item as a number (`12`, `#12`) or its web address,
    /// whose repository wins over `-R`. `issue view` takes an issue's or a pull request's address, `pr view` a pull
    /// request's only, as gh does. `--json` must name fields.
    private static func conversationViewOptions(
        _ parsed: ParsedCommandLine, kind: String, web: OptionDefinition, json option: OptionDefinition
    ) throws(CommandLineError) -> ConversationViewOptions {
        let command = parsed.command?.name ?? ""
        guard let verb = parsed.words.first else { throw .missingArgument("subcommand: \(command) view NUMBER") }
        guard verb == "view" else {
            // gh's `issue list` and `pr list` are this program's `issues` and `prs`.
            guard verb == "list" else { throw .unexpectedArgument(verb) }
            throw .unknownCommand("\(command) list", suggestion: command == "issue" ? "issues" : "prs")
        }
        try expectNoMore(parsed.words, after: 2)
        guard parsed.words.count == 2 else { throw .missingArgument("the number of \(kind), or its URL") }
        let argument = parsed.words[1]
        var flagged = parsed
        flagged.words = []
        var options = ConversationViewOptions(
            target: try listTarget(flagged), number: 0,
            showsComments: parsed.isSet(.conversationComments), isWeb: parsed.isSet(web))
        let kinds = command == "issue" ? ["issues", "pull"] : ["pull"]
        if let address = ConversationAddress(argument, kinds: kinds) {
            options.target = .named(address.location)
            options.number = address.number
        } else {
            let digits = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
            guard let number = Int(digits), number > 0, digits.allSatisfy(\.isASCII) else {
                throw .invalidConversation(argument, kind: kind)
            }
            options.number = number
        }
        if parsed.isSet(option) {
            guard case .fields(let fields)? = json(parsed, option) else {
                throw .missingJSONFields(option: option.longFlag, available: option.value.choices)
            }
            options.jsonFields = fields
        }
        return options
    }

    private static func pullRequestsOptions(
        _ parsed: ParsedCommandLine
    ) throws(CommandLineError) -> PullRequestsOptions {
        var options = PullRequestsOptions(
            target: try listTarget(parsed), base: parsed.value(of: .base), labels: parsed.listValues(of: .label),
            author: parsed.value(of: .author),
            isWeb: parsed.isSet(.pullRequestsWeb), json: json(parsed, .pullRequestsJSON))
        if let state = parsed.value(of: .pullRequestState).flatMap(PullRequestStateFilter.init(rawValue:)) {
            options.state = state
        }
        if let limit = parsed.value(of: .pullRequestLimit) {
            options.limit = try number(
                limit, option: .pullRequestLimit, range: 1...1000, allowed: "between 1 and 1000")
        }
        return options
    }

    /// The repository of `issues` and `prs`: the one argument or `-R` (both only when they agree), written as
    /// `show` takes it; else the current directory's.
    private static func listTarget(_ parsed: ParsedCommandLine) throws(CommandLineError) -> RepositoryTarget {
        try expectNoMore(parsed.words, after: 1)
        let flagged = parsed.value(of: .repository)
        if let flagged, let word = parsed.words.first, word != flagged {
            throw .unexpectedArgument(word)
        }
        guard let text = flagged ?? parsed.words.first else { return .currentDirectory }
        guard let location = RepoLocation(text) else { throw .invalidRepository(text) }
        return .named(location)
    }

    private static func searchOptions(_ parsed: ParsedCommandLine) throws(CommandLineError) -> SearchOptions {
        var options = SearchOptions(query: parsed.words.joined(separator: " "), json: json(parsed, .searchJSON))
        if let sort = parsed.value(of: .sort) { options.sort = RepoSort(rawValue: sort) }
        if let order = parsed.value(of: .order) { options.order = SortDirection(rawValue: order) }
        if let limit = parsed.value(of: .limit) {
            options.limit = try number(limit, option: .limit, range: 1...1000, allowed: "between 1 and 1000")
        }
        if let page = parsed.value(of: .page) {
            options.page = try number(page, option: .page, range: 1...Int.max, allowed: "at least 1")
        }
        if let perPage = parsed.value(of: .perPage) {
            options.perPage = try number(perPage, option: .perPage, range: 1...100, allowed: "between 1 and 100")
        }
        options.isWeb = parsed.isSet(.searchWeb)
        options.isInteractive = parsed.isSet(.interactive)
        options.filters = filters(parsed)
        return options
    }

    private static func filters(_ parsed: ParsedCommandLine) -> SearchFilters {
        var filters = SearchFilters()
        filters.language = parsed.value(of: .language)
        filters.owners = parsed.listValues(of: .owner)
        filters.topics = parsed.listValues(of: .topic)
        filters.stars = parsed.value(of: .stars)
        filters.forks = parsed.value(of: .forks)
        filters.licenses = parsed.listValues(of: .license)
        filters.created = parsed.value(of: .created)
        filters.updated = parsed.value(of: .updated)
        if parsed.isSet(.archived) {
            filters.archived = parsed.value(of: .archived) != "false"
        }
        filters.includeForks = parsed.value(of: .includeForks)
        filters.matchFields = parsed.listValues(of: .match)
        filters.visibilities = parsed.listValues(of: .visibility)
        filters.size = parsed.value(of: .size)
        filters.followers = parsed.value(of: .followers)
        filters.goodFirstIssues = parsed.value(of: .goodFirstIssues)
        filters.helpWantedIssues = parsed.value(of: .helpWantedIssues)
        filters.numberOfTopics = parsed.value(of: .numberOfTopics)
        return filters
    }

    /// The `--json` selection: nil when absent, every field when given alone, else the listed fields once each.
    private static func json(_ parsed: ParsedCommandLine, _ option: OptionDefinition) -> JSONFieldSelection? {
        guard parsed.isSet(option) else { return nil }
        guard let list = parsed.value(of: option) else { return .allFields }
        var fields: [String] = []
        for field in list.split(separator: ",").map(String.init) where !fields.contains(field) {
            fields.append(field)
        }
        return .fields(fields)
    }

    private static func expectNoMore(_ words: [String], after count: Int) throws(CommandLineError) {
        if words.count > count {
            throw .unexpectedArgument(words[count])
        }
    }

    private static func number(
        _ text: String, option: OptionDefinition, range: ClosedRange<Int>, allowed: String
    ) throws(CommandLineError) -> Int {
        guard let number = Int(text) else {
            guard isWholeNumber(text) else { throw .invalidNumber(option: option.longFlag, value: text) }
            let isTooLarge = !text.hasPrefix("-") && range.upperBound == Int.max
            throw .outOfRange(
                option: option.longFlag, value: text, allowed: isTooLarge ? "at most \(Int.max)" : allowed)
        }
        guard range.contains(number) else {
            throw .outOfRange(option: option.longFlag, value: text, allowed: allowed)
        }
        return number
    }

    /// Whether `text` is a whole number in decimal digits, perhaps signed, however many digits it has.
    private static func isWholeNumber(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
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
