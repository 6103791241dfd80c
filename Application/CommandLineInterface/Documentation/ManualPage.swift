/// Prints the man page `repo-browser.1` (roff, `man` macros) from a `CommandLineDefinition`.
///
/// The output depends only on the definition and the version (no date), so the checked-in `repo-browser.1` can be
/// compared byte for byte with it.
public enum ManualPage {
    public static func text(for definition: CommandLineDefinition, version: String) -> String {
        let program = definition.programName
        var lines = [
            ".TH \(escaped(program.uppercased())) 1 \"\" \"\(escaped(program)) \(escaped(version))\" \"User Commands\"",
            ".SH NAME",
            "\(escaped(program)) \\- \(escaped(definition.abstract))",
            ".SH SYNOPSIS",
            ".B \(escaped(program))",
            "[\\fIOPTIONS\\fR]",
            ".br",
            ".B \(escaped(program))",
            "\\fICOMMAND\\fR [\\fIARGUMENTS\\fR] [\\fIOPTIONS\\fR]",
            ".SH DESCRIPTION",
            escaped(definition.discussion),
            ".SH OPTIONS",
        ]
        lines += definition.globalOptions.flatMap(item)
        lines.append(".SH COMMANDS")
        for command in definition.commands {
            lines.append(".SS \"\(escaped(program)) \(escaped(command.synopsis))\"")
            lines.append(escaped(sentence(command.abstract)))
            if !command.discussion.isEmpty {
                lines += [".PP", escaped(command.discussion)]
            }
            lines += command.options.flatMap(item)
            if !command.examples.isEmpty {
                lines += [".PP", "Examples:", ".RS", ".nf"]
                lines += command.examples.map { escaped("\(program) \($0)") }
                lines += [".fi", ".RE"]
            }
        }
        lines.append(".SH ENVIRONMENT")
        lines += definition.environment.flatMap { [".TP", ".B \(escaped($0.name))", escaped(sentence($0.abstract))] }
        if !definition.files.isEmpty {
            lines.append(".SH FILES")
            lines += definition.files.flatMap { [".TP", ".I \(escaped($0.name))", escaped(sentence($0.abstract))] }
        }
        lines.append(".SH EXIT STATUS")
        lines += definition.exitStatuses.flatMap { [".TP", ".B \(escaped($0.name))", escaped(sentence($0.abstract))] }
        lines += [".SH EXAMPLES", ".nf"]
        lines += definition.examples.map { escaped($0.isEmpty ? program : "\(program) \($0)") }
        lines += [".fi", ".SH SEE ALSO", ".BR gh (1)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `.TP` item: the option's names in bold, its placeholder in italics, then its sentence and choices.
    private static func item(_ option: OptionDefinition) -> [String] {
        let names = [option.shortFlag, option.longFlag].compactMap { $0 }.map { "\\fB\(escaped($0))\\fR" }
        var heading = names.joined(separator: ", ")
        switch option.value {
        case .none: break
        case .required(let placeholder, _): heading += " \\fI\(escaped(placeholder))\\fR"
        case .optionalList(let placeholder, _): heading += " [\\fI\(escaped(placeholder))\\fR]"
        case .list(let placeholder, _): heading += " \\fI\(escaped(placeholder))\\fR[,...]"
        case .optionalInline(let placeholder, _): heading += "[=\\fI\(escaped(placeholder))\\fR]"
        }
        var text = sentence(option.abstract)
        if !option.choiceGroups.isEmpty {
            text += option.choiceGroups.map { " \($0.title): \($0.choices.joined(separator: ", "))." }.joined()
        } else if !option.value.choices.isEmpty {
            text += " One of: \(option.value.choices.joined(separator: ", "))."
        }
        return [".TP", heading, escaped(text)]
    }

    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// Text safe in roff: backslashes as `\e`, hyphens as `\-`, and a line never starting with a control character.
    static func escaped(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let body = line.replacing("\\", with: "\\e").replacing("-", with: "\\-")
            return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + String(body) : String(body)
        }
        return lines.map { $0.isEmpty ? ".PP" : $0 }.joined(separator: "\n")
    }
}
