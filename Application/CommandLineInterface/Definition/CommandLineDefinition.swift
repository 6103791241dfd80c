/// The whole command line of a program, declared once: global options, commands, environment and files.
///
/// `CommandLineParser` parses with it; `HelpText`, `CompletionScript` and `ManualPage` print it. A test checks that
/// each of those lists every option, so the four cannot drift apart.
public struct CommandLineDefinition: Hashable, Sendable {
    public let programName: String
    /// One sentence on what the program is for.
    public let abstract: String
    /// Paragraphs on running it without a command.
    public let discussion: String
    /// Options accepted before or after any command.
    public let globalOptions: [OptionDefinition]
    /// The commands, in the order help lists them.
    public let commands: [CommandDefinition]
    /// The environment variables the program reads.
    public let environment: [DocumentedName]
    /// The files the program reads or writes.
    public let files: [DocumentedName]
    /// The exit statuses and what each means.
    public let exitStatuses: [DocumentedName]
    /// Example command lines, without the program name.
    public let examples: [String]
    /// Words another program's users type first (the GitHub CLI's `view`, `browse`), each with the command line
    /// that does the same here, suggested when such a word is given as a command.
    public let otherProgramsCommands: [String: String]

    public init(
        programName: String, abstract: String, discussion: String, globalOptions: [OptionDefinition],
        commands: [CommandDefinition], environment: [DocumentedName], files: [DocumentedName],
        exitStatuses: [DocumentedName], examples: [String], otherProgramsCommands: [String: String] = [:]
    ) {
        self.programName = programName
        self.abstract = abstract
        self.discussion = discussion
        self.globalOptions = globalOptions
        self.commands = commands
        self.environment = environment
        self.files = files
        self.exitStatuses = exitStatuses
        self.examples = examples
        self.otherProgramsCommands = otherProgramsCommands
    }

    /// The command named `name`, if there is one.
    public func command(named name: String) -> CommandDefinition? {
        commands.first { $0.name == name }
    }

    /// The command probably meant by `word`, which names none: the equivalent of another program's command, or
    /// else a near miss of a command's name (`serach`); nil when nothing is close.
    public func suggestion(forCommand word: String) -> String? {
        otherProgramsCommands[word] ?? NearMiss.closest(to: word, among: commands.map(\.name))
    }

    /// The options a command accepts: its own, then the global ones (only the global ones without a command).
    public func options(of command: CommandDefinition?) -> [OptionDefinition] {
        (command?.options ?? []) + globalOptions
    }
}
