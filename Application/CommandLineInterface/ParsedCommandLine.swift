/// The command line split by a `CommandLineDefinition`: the command, each option's values, and the other words.
///
/// It checks syntax only (known options, values present, choices and list items allowed); what the values mean
/// (numbers, ranges, repositories) is `CommandLineArguments`'s business.
public struct ParsedCommandLine: Equatable, Sendable {
    /// The command selected, or nil when none was given.
    public var command: CommandDefinition?
    /// Whether `-h`/`--help` appeared before any `--`.
    public var isHelpRequested = false
    /// The positional words after the command, in order.
    public var words: [String] = []
    private var values: [OptionDefinition: [String?]] = [:]

    /// Creates an empty parse result.
    public init() {}

    /// Records one occurrence of `option`, with its value (nil for a flag or a list given without one).
    mutating func record(_ option: OptionDefinition, value: String?) {
        values[option, default: []].append(value)
    }

    /// Whether `option` appeared at all.
    public func isSet(_ option: OptionDefinition) -> Bool {
        values[option] != nil
    }

    /// Every value `option` was given, in order, each comma-separated list split into its items.
    public func listValues(of option: OptionDefinition) -> [String] {
        (values[option] ?? []).compactMap { $0 }.flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// The value `option` was last given, or nil (a repeated option keeps its last value).
    public func value(of option: OptionDefinition) -> String? {
        values[option]?.last ?? nil
    }
}
