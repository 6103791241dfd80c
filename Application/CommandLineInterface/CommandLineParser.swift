/// Walks the arguments once against a `CommandLineDefinition`, producing a `ParsedCommandLine`.
///
/// Rules: the first word naming a command selects it, later words are its arguments; `--opt value`,
/// `--opt=value`, `-X value` and `-Xvalue` are accepted; a required value is the next argument unless that starts
/// with `--`; an optional list is the next argument unless that starts with `-`; words after `--` are arguments
/// even when they start with `-`; `-h`/`--help` anywhere before `--` asks for help and wins over every error.
struct CommandLineParser {
    let definition: CommandLineDefinition

    /// Parses the arguments that follow the program name.
    func parse(_ arguments: [String]) throws(CommandLineFailure) -> ParsedCommandLine {
        var parsed = ParsedCommandLine()
        let beforeSeparator = arguments.prefix { $0 != "--" }
        if beforeSeparator.contains(OptionDefinition.help.longFlag)
            || beforeSeparator.contains(OptionDefinition.help.shortFlag ?? OptionDefinition.help.longFlag)
        {
            parsed.isHelpRequested = true
            parsed.command = beforeSeparator.lazy.compactMap(definition.command(named:)).first
            return parsed
        }
        var index = 0
        var isAfterSeparator = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if isAfterSeparator || token == "-" || !token.hasPrefix("-") {
                try take(word: token, into: &parsed)
            } else if token == "--" {
                isAfterSeparator = true
            } else {
                do {
                    try take(option: token, arguments: arguments, index: &index, into: &parsed)
                } catch {
                    throw CommandLineFailure(error, commandName: parsed.command?.name)
                }
            }
        }
        return parsed
    }

    private func take(word: String, into parsed: inout ParsedCommandLine) throws(CommandLineFailure) {
        guard parsed.command != nil else {
            guard let command = definition.command(named: word) else {
                throw CommandLineFailure(.unknownCommand(word, suggestion: definition.suggestion(forCommand: word)))
            }
            parsed.command = command
            return
        }
        parsed.words.append(word)
    }

    private func take(
        option token: String, arguments: [String], index: inout Int, into parsed: inout ParsedCommandLine
    ) throws(CommandLineError) {
        let (flag, inlineValue) = Self.split(token)
        if flag == "--token" {
            throw .tokenOnCommandLine
        }
        if flag == "--jq" || flag == "--template" {
            throw .filterOption(flag)
        }
        let accepted = definition.options(of: parsed.command)
        guard let option = accepted.first(where: { $0.longFlag == flag || $0.shortFlag == flag }) else {
            throw unknown(flag, accepted: accepted)
        }
        switch option.value {
        case .none:
            if inlineValue != nil { throw .unexpectedValue(option: flag) }
            parsed.record(option, value: nil)
        case .optionalInline(_, let choices):
            if let inlineValue, !choices.contains(inlineValue) {
                throw .invalidChoice(option: flag, value: inlineValue, choices: choices)
            }
            parsed.record(option, value: inlineValue)
        case .required(_, let choices), .list(_, let choices):
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: flag)
            }
            guard !value.isEmpty else { throw .missingValue(option: flag) }
            if case .list = option.value {
                try Self.checkList(value, of: flag, choices: choices)
            } else if !choices.isEmpty, !choices.contains(value) {
                throw .invalidChoice(option: flag, value: value, choices: choices)
            }
            parsed.record(option, value: value)
        case .optionalList(_, let choices):
            var value = inlineValue
            if value == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                value = arguments[index]
                index += 1
            }
            if let value {
                try Self.checkList(value, of: flag, choices: choices, groups: option.choiceGroups)
            }
            parsed.record(option, value: value)
        }
    }

    /// Checks a comma-separated list: no empty item, and every item among `choices` when there are any; an
    /// unknown item lists the choices by `groups` when the option has them.
    private static func checkList(
        _ value: String, of flag: String, choices: [String], groups: [ChoiceGroup] = []
    ) throws(CommandLineError) {
        for item in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !item.isEmpty else { throw .emptyListItem(option: flag, list: value) }
            guard choices.isEmpty || choices.contains(item) else {
                if !groups.isEmpty { throw .unknownGroupedListItem(option: flag, item: item, groups: groups) }
                throw .unknownListItem(option: flag, item: item, available: choices)
            }
        }
    }

    /// Why `flag` is not accepted here: it belongs to other commands, or it is unknown (with a near miss).
    private func unknown(_ flag: String, accepted: [OptionDefinition]) -> CommandLineError {
        let owners = definition.commands.filter { command in
            command.options.contains { $0.longFlag == flag || $0.shortFlag == flag }
        }
        if !owners.isEmpty {
            let names = owners.map(\.name)
            let listed =
                names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names[0]
            return .inapplicableOption(option: flag, commands: listed)
        }
        guard flag.hasPrefix("--") else { return .unknownOption(flag, suggestion: nil) }
        let suggestion = NearMiss.closest(to: String(flag.dropFirst(2)), among: accepted.map(\.name))
        return .unknownOption(flag, suggestion: suggestion.map { "--" + $0 })
    }

    /// `--name=value` into `--name` and `value`; `-Xvalue` into `-X` and `value`; otherwise no inline value.
    private static func split(_ token: String) -> (flag: String, value: String?) {
        if token.hasPrefix("--") {
            guard let equals = token.firstIndex(of: "=") else { return (token, nil) }
            return (String(token[..<equals]), String(token[token.index(after: equals)...]))
        }
        let flagEnd = token.index(token.startIndex, offsetBy: 2)
        guard token.count > 2 else { return (token, nil) }
        return (String(token[..<flagEnd]), String(token[flagEnd...]))
    }
}
