/// One command-line option: its names, what it takes and one line saying what it does.
///
/// The parser, `help`, the shell completions and the man page are all generated from these values, so an
/// option cannot be accepted without being documented, or documented without being accepted.
public struct OptionDefinition: Hashable, Sendable {
    /// The long name without its dashes (`limit` for `--limit`); unique within a command and the global options.
    public let name: String
    /// The one-letter name without its dash (`L` for `-L`), if any.
    public let shortName: Character?
    /// What follows the option.
    public let value: OptionValue
    /// One sentence for the help and the man page.
    public let abstract: String
    /// The value's choices by vocabulary, when they come from several (the `--json` fields); empty otherwise. When
    /// not empty, the value's `choices` are exactly these groups' choices, in order.
    public let choiceGroups: [ChoiceGroup]

    public init(name: String, shortName: Character? = nil, value: OptionValue = .none, abstract: String) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.abstract = abstract
        self.choiceGroups = []
    }

    /// Creates an option taking an optional comma-separated list of the names in `groups` (`--json [FIELDS]`).
    public init(name: String, optionalListOf groups: [ChoiceGroup], placeholder: String, abstract: String) {
        self.name = name
        self.shortName = nil
        self.value = .optionalList(placeholder: placeholder, choices: groups.flatMap(\.choices))
        self.abstract = abstract
        self.choiceGroups = groups
    }

    public var longFlag: String { "--" + name }

    /// `-X`, or nil when the option has no short name.
    public var shortFlag: String? { shortName.map { "-\($0)" } }

    /// The option as usage text shows it: `-L, --limit N`, `--json [FIELDS]`, `--offline`.
    public var synopsis: String {
        let names = [shortFlag, longFlag].compactMap { $0 }.joined(separator: ", ")
        switch value {
        case .none: return names
        case .required(let placeholder, _): return "\(names) \(placeholder)"
        case .optionalList(let placeholder, _): return "\(names) [\(placeholder)]"
        case .list(let placeholder, _): return "\(names) \(placeholder)[,...]"
        case .optionalInline(let placeholder, _): return "\(names)[=\(placeholder)]"
        }
    }
}
