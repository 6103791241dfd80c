import StyledText

/// Prints `help` and `--help` from a `CommandLineDefinition`: the program's overview or one command's usage.
///
/// Sections follow the GitHub CLI's help (USAGE, COMMANDS, OPTIONS, ...); the right-hand column wraps at
/// `width` columns.
public enum HelpText {
    /// The program's help (`command` nil) or the command's, ending in a line break.
    public static func text(for definition: CommandLineDefinition, command: CommandDefinition?, width: Int = 80)
        -> String
    {
        let program = definition.programName
        var sections: [String] = []
        if let command {
            sections.append(sentence(command.abstract))
            sections.append(section("USAGE", ["  \(program) \(command.synopsis) [OPTIONS]"]))
            if !command.discussion.isEmpty {
                sections.append(paragraphs(command.discussion, width: width))
            }
            if !command.options.isEmpty {
                sections.append(section("OPTIONS", table(command.options.map(row), width: width)))
            }
            sections.append(section("GLOBAL OPTIONS", table(definition.globalOptions.map(row), width: width)))
            if !command.examples.isEmpty {
                sections.append(section("EXAMPLES", command.examples.map { "  $ \(program) \($0)" }))
            }
        } else {
            sections.append("\(program): \(sentence(definition.abstract))")
            sections.append(section("USAGE", ["  \(program) [OPTIONS]", "  \(program) COMMAND [ARGUMENTS] [OPTIONS]"]))
            sections.append(paragraphs(definition.discussion, width: width))
            let commands = definition.commands.map { ($0.synopsis, sentence($0.abstract)) }
            sections.append(section("COMMANDS", table(commands, width: width)))
            sections.append(section("OPTIONS", table(definition.globalOptions.map(row), width: width)))
            let variables = definition.environment.map { ($0.name, sentence($0.abstract)) }
            sections.append(section("ENVIRONMENT", table(variables, width: width)))
            if !definition.files.isEmpty {
                sections.append(
                    section("FILES", table(definition.files.map { ($0.name, sentence($0.abstract)) }, width: width)))
            }
            let statuses = definition.exitStatuses.map { ($0.name, sentence($0.abstract)) }
            sections.append(section("EXIT STATUS", table(statuses, width: width)))
            let examples = definition.examples.map { "  $ \(program)" + ($0.isEmpty ? "" : " \($0)") }
            sections.append(section("EXAMPLES", examples))
            sections.append("Run '\(program) help COMMAND' for a command's options.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func row(_ option: OptionDefinition) -> (String, String) {
        let choices = option.value.choices
        var listed = choices.isEmpty || choices.count > 6 ? "" : " One of: \(choices.joined(separator: ", "))."
        if !option.choiceGroups.isEmpty {
            listed = option.choiceGroups.map { " \($0.title): \($0.choices.joined(separator: ", "))." }.joined()
        }
        return (option.synopsis, sentence(option.abstract) + listed)
    }

    private static func section(_ title: String, _ lines: [String]) -> String {
        ([title] + lines).joined(separator: "\n")
    }

    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("?") ? text : text + "."
    }

    private static func paragraphs(_ text: String, width: Int) -> String {
        TextWrapping.wrap(text, toWidth: width).joined(separator: "\n")
    }

    /// Two columns, indented by two; a left cell too wide for the column puts its text on the next line.
    private static func table(_ rows: [(String, String)], width: Int) -> [String] {
        let widest = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let leftWidth = min(widest, 24)
        let textWidth = max(20, width - leftWidth - 4)
        var lines: [String] = []
        for (left, text) in rows {
            let wrapped = TextWrapping.wrap(text, toWidth: textWidth)
            let padding = String.spaces(leftWidth + 4)
            if DisplayWidth.of(left) > leftWidth {
                lines.append("  \(left)")
                lines += wrapped.map { padding + $0 }
            } else {
                let gap = String.spaces(leftWidth - DisplayWidth.of(left) + 2)
                lines.append("  \(left)\(gap)\(wrapped.first ?? "")")
                lines += wrapped.dropFirst().map { padding + $0 }
            }
        }
        return lines
    }
}
