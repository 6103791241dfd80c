/// Prints the shell completion scripts of `repo-browser completion SHELL` from a `CommandLineDefinition`.
public enum CompletionScript {
    /// The script for `shell`, ending in a line break.
    public static func text(for definition: CommandLineDefinition, shell: CompletionShell) -> String {
        switch shell {
        case .bash: BashCompletionScript.text(for: definition)
        case .zsh: ZshCompletionScript.text(for: definition)
        case .fish: FishCompletionScript.text(for: definition)
        }
    }

    /// The words completion offers for a command's positional arguments.
    static func argumentWords(of command: CommandDefinition, in definition: CommandLineDefinition) -> [String] {
        switch command.argumentCompletion {
        case .none: []
        case .choices(let choices): choices
        case .commandNames: definition.commands.map(\.name)
        }
    }

    /// The shell function's name: the program name with every character other than a letter or digit as `_`.
    static func functionName(for definition: CommandLineDefinition) -> String {
        "_" + String(definition.programName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
