/// The filter options of `search` (`--language`, `--owner`, ...), each turned into the GitHub search qualifier the
/// GitHub CLI uses for it, so `--language rust --stars '>100'` asks for `language:rust stars:>100`.
public struct SearchFilters: Equatable, Sendable {
    /// `--language`: `language:`.
    public var language: String?
    /// `--owner`: `user:` (GitHub matches users and organisations alike).
    public var owners: [String] = []
    /// `--topic`: `topic:`, one per topic.
    public var topics: [String] = []
    /// `--stars`: `stars:`.
    public var stars: String?
    /// `--forks`: `forks:`.
    public var forks: String?
    /// `--license`: `license:`, one per licence.
    public var licenses: [String] = []
    /// `--created`: `created:`.
    public var created: String?
    /// `--updated`: `pushed:`.
    public var updated: String?
    /// `--archived[=BOOL]`: `archived:`.
    public var archived: Bool?
    /// `--include-forks`: `fork:true` or `fork:only`; `false` (GitHub's default) adds nothing.
    public var includeForks: String?
    /// `--match`: `in:` with the fields comma-separated.
    public var matchFields: [String] = []
    /// `--visibility`: `is:`, one per visibility.
    public var visibilities: [String] = []
    /// `--size`: `size:`, in kilobytes.
    public var size: String?
    /// `--followers`: `followers:`.
    public var followers: String?
    /// `--good-first-issues`: `good-first-issues:`.
    public var goodFirstIssues: String?
    /// `--help-wanted-issues`: `help-wanted-issues:`.
    public var helpWantedIssues: String?
    /// `--number-topics`: `topics:`, the number of topics.
    public var numberOfTopics: String?

    /// Creates filters; none by default.
    public init() {}

    /// The qualifiers, in the order of the options in the help; a value holding spaces is quoted.
    public var qualifiers: [String] {
        var words: [String] = []
        func add(_ name: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            let bare = value.filter { $0 != "\"" }
            words.append("\(name):" + (bare.contains(where: \.isWhitespace) ? "\"\(bare)\"" : bare))
        }
        add("language", language)
        for value in owners { add("user", value) }
        for value in topics { add("topic", value) }
        add("stars", stars)
        add("forks", forks)
        for value in licenses { add("license", value) }
        add("created", created)
        add("pushed", updated)
        add("archived", archived.map(String.init))
        add("fork", includeForks == "false" ? nil : includeForks)
        add("in", matchFields.isEmpty ? nil : matchFields.joined(separator: ","))
        for value in visibilities { add("is", value) }
        add("size", size)
        add("followers", followers)
        add("good-first-issues", goodFirstIssues)
        add("help-wanted-issues", helpWantedIssues)
        add("topics", numberOfTopics)
        return words
    }
}
