/// One command of the program (`search`, `show`, ...): its arguments, options and documentation.
public struct CommandDefinition: Hashable, Sendable {
    /// The word that selects the command.
    public let name: String
    /// The positional arguments as usage text shows them (`[QUERY...]`, `OWNER/NAME`); empty when none.
    public let arguments: String
    /// What completions offer for the positional arguments.
    public let argumentCompletion: ArgumentCompletion
    /// One sentence for the command list.
    public let abstract: String
    /// Paragraphs for the command's help and man page section (may be empty).
    public let discussion: String
    /// The command's own options (the global options apply too).
    public let options: [OptionDefinition]
    /// Example command lines, without the program name.
    public let examples: [String]

    public init(
        name: String, arguments: String = "", argumentCompletion: ArgumentCompletion = .none, abstract: String,
        discussion: String = "", options: [OptionDefinition] = [], examples: [String] = []
    ) {
        self.name = name
        self.arguments = arguments
        self.argumentCompletion = argumentCompletion
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.examples = examples
    }

    /// `search [QUERY...]`: the name and its arguments.
    public var synopsis: String {
        arguments.isEmpty ? name : "\(name) \(arguments)"
    }
}
