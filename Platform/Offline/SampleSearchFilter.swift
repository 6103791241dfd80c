import Domain

/// A search text parsed the way the sample data understands it: keywords plus a subset of GitHub's qualifiers.
///
/// Keywords match case-insensitively in the name, description or topics (all must match; `"quoted phrases"` stay
/// whole). Supported qualifiers: `language:`, `user:`, `org:`, `repo:`, `topic:`, `stars:`, `forks:` (`n`, `>n`,
/// `>=n`, `<n`, `<=n`, `n..n`, `n..*`, `*..n`), `fork:true|only`, `archived:true|false`, `is:public`. Forks are
/// excluded unless asked for, as on GitHub. Any other qualifier is rejected with `.invalidQuery`, so a person
/// learns that the offline mode cannot answer it rather than seeing silently wrong results.
struct SampleSearchFilter: Sendable {
    /// Whether forks are left out, added, or the only results.
    enum ForkMode: Sendable {
        case excluded, included, only
    }

    /// The qualifiers understood.
    static let supportedQualifiers = [
        "language", "user", "org", "repo", "topic", "stars", "forks", "fork", "archived", "is",
    ]

    private(set) var keywords: [String] = []
    private var languages: [String] = []
    private var owners: [String] = []
    private var fullNames: [String] = []
    private var topics: [String] = []
    private var starRange: ClosedRange<Int> = Int.min...Int.max
    private var forkRange: ClosedRange<Int> = Int.min...Int.max
    private var forkMode = ForkMode.excluded
    private var archived: Bool?

    /// Parses `text`; throws `.invalidQuery` for an unknown qualifier or a malformed value.
    init(_ text: String) throws(RepositoryError) {
        for token in Self.tokens(of: text) {
            guard !token.isQuoted, let colon = token.text.firstIndex(of: ":"),
                colon != token.text.startIndex,
                token.text[..<colon].allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" })
            else {
                if !token.text.isEmpty { keywords.append(token.text.lowercased()) }
                continue
            }
            let name = token.text[..<colon].lowercased()
            let value = String(token.text[token.text.index(after: colon)...]).lowercased()
            try apply(qualifier: name, value: value)
        }
    }

    private mutating func apply(qualifier name: String, value: String) throws(RepositoryError) {
        guard !value.isEmpty else { throw .invalidQuery(message: "the qualifier '\(name):' needs a value") }
        switch name {
        case "language": languages.append(value)
        case "user", "org": owners.append(value)
        case "repo": fullNames.append(value)
        case "topic": topics.append(value)
        case "stars": starRange = try Self.range(value, qualifier: name)
        case "forks": forkRange = try Self.range(value, qualifier: name)
        case "fork":
            switch value {
            case "true": forkMode = .included
            case "only": forkMode = .only
            case "false": forkMode = .excluded
            default: throw .invalidQuery(message: "'fork:' takes true, false or only, not '\(value)'")
            }
        case "archived":
            guard let flag = Bool(value) else {
                throw .invalidQuery(message: "'archived:' takes true or false, not '\(value)'")
            }
            archived = flag
        case "is":
            guard value == "public" else {
                throw .invalidQuery(
                    message: "the sample data holds only public repositories; 'is:\(value)' is not supported")
            }
        default:
            let supported = Self.supportedQualifiers.map { "\($0):" }.joined(separator: ", ")
            throw .invalidQuery(message: "the sample data does not support '\(name):'; it understands \(supported)")
        }
    }

    /// Whether `repository` satisfies every qualifier and keyword.
    func matches(_ repository: GithubRepo) -> Bool {
        switch forkMode {
        case .excluded where repository.isFork: return false
        case .only where !repository.isFork: return false
        default: break
        }
        if let archived, repository.isArchived != archived { return false }
        if !languages.isEmpty, !languages.contains(repository.language?.lowercased() ?? "") { return false }
        if !owners.isEmpty, !owners.contains(repository.owner.login.lowercased()) { return false }
        if !fullNames.isEmpty, !fullNames.contains(repository.fullName.lowercased()) { return false }
        let repositoryTopics = repository.topics.map { $0.lowercased() }
        if !topics.allSatisfy(repositoryTopics.contains) { return false }
        guard starRange.contains(repository.starCount), forkRange.contains(repository.forkCount) else { return false }
        return keywords.allSatisfy { relevance(of: $0, in: repository) > 0 }
    }

    /// How well the keywords match `repository`: exact name, then name, topic and description matches.
    func relevance(_ repository: GithubRepo) -> Int {
        keywords.reduce(0) { $0 + relevance(of: $1, in: repository) }
    }

    private func relevance(of keyword: String, in repository: GithubRepo) -> Int {
        let name = repository.name.lowercased()
        var score = 0
        if name == keyword { score += 100 } else if name.contains(keyword) { score += 30 }
        if repository.topics.contains(where: { $0.lowercased() == keyword }) {
            score += 20
        } else if repository.topics.contains(where: { $0.lowercased().contains(keyword) }) {
            score += 5
        }
        if repository.description?.lowercased().contains(keyword) ?? false { score += 10 }
        return score
    }

    /// A numeric range qualifier's value: `n`, `>n`, `>=n`, `<n`, `<=n`, `n..n`, `n..*`, `*..n`.
    static func range(_ value: String, qualifier: String) throws(RepositoryError) -> ClosedRange<Int> {
        let invalid = RepositoryError.invalidQuery(
            message: "'\(qualifier):\(value)' is not a number or range (use n, >n, >=n, <n, <=n or n..n)")
        func number(_ text: Substring) throws(RepositoryError) -> Int {
            guard let number = Int(text) else { throw invalid }
            return number
        }
        if value.hasPrefix(">=") { return try number(value.dropFirst(2))...Int.max }
        if value.hasPrefix("<=") { return Int.min...(try number(value.dropFirst(2))) }
        if value.hasPrefix(">") {
            let bound = try number(value.dropFirst())
            guard bound < Int.max else { throw invalid }
            return (bound + 1)...Int.max
        }
        if value.hasPrefix("<") {
            let bound = try number(value.dropFirst())
            guard bound > Int.min else { throw invalid }
            return Int.min...(bound - 1)
        }
        if let dots = value.range(of: "..") {
            let lowerText = value[..<dots.lowerBound]
            let upperText = value[dots.upperBound...]
            let lower = lowerText == "*" ? Int.min : try number(lowerText)
            let upper = upperText == "*" ? Int.max : try number(upperText)
            guard lower <= upper else { throw invalid }
            return lower...upper
        }
        let exact = try number(value[...])
        return exact...exact
    }

    /// Splits `text` at whitespace, keeping `"quoted phrases"` together.
    private static func tokens(of text: String) -> [(text: String, isQuoted: Bool)] {
        var tokens: [(text: String, isQuoted: Bool)] = []
        var current = ""
        var isInQuotes = false
        var wasQuoted = false
        for character in text {
            if character == "\"" {
                if current.isEmpty { wasQuoted = true }
                isInQuotes.toggle()
            } else if character.isWhitespace && !isInQuotes {
                if !current.isEmpty { tokens.append((current, wasQuoted)) }
                current = ""
                wasQuoted = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append((current, wasQuoted)) }
        return tokens
    }
}
