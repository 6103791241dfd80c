import Domain
import Foundation

/// A search text in GitHub's search language, parsed into what the offline snapshot can answer.
///
/// Keywords match case-insensitively inside the name and the description (`in:name`, `in:description` narrow
/// that); `"quoted phrases"` stay whole; every keyword must match. Qualifiers: `language:`, `user:`, `org:`,
/// `repo:` (several values of one of these widen the search: any may match), `stars:` and `forks:` (`n`, `>n`,
/// `>=n`, `<n`, `<=n`, `n..n`, `n..*`, `*..n`), `pushed:` with dates (`YYYY-MM-DD`, or a full timestamp) in the
/// same forms, and `is:public`. `NOT word`, `NOT qualifier:value` and `-qualifier:value` exclude. Qualifiers
/// GitHub knows but the snapshot does not record (`topic:`, `license:`, `created:`, `fork:`, ...) are refused
/// with `.notRecorded`, and unknown ones with `.invalidQuery`: a person learns that the offline mode cannot
/// answer rather than seeing silently wrong results.
struct SnapshotSearch: Sendable {
    /// A keyword and the fields it is matched in.
    struct Keyword: Sendable {
        /// The lowercased text, as UTF-8.
        let bytes: [UInt8]
        /// Whether it excludes the repositories it matches.
        let isNegated: Bool
    }

    /// The qualifiers answered offline.
    static let supportedQualifiers = ["in", "language", "user", "org", "repo", "stars", "forks", "pushed", "is"]
    /// GitHub's repository qualifiers that the snapshot has no data for, with what is missing.
    static let unrecordedQualifiers: [String: String] = [
        "topic": "topics", "topics": "topics", "license": "licences", "created": "creation dates",
        "size": "sizes", "followers": "followers", "fork": "which repositories are forks",
        "archived": "which repositories are archived", "mirror": "mirrors", "template": "templates",
        "good-first-issues": "issue labels", "help-wanted-issues": "issue labels", "has": "funding files",
    ]

    /// The keywords, in the order given.
    private(set) var keywords: [Keyword] = []
    private var matchesName = true
    private var matchesDescription = true
    private var languages: Set<String> = []
    private var owners: Set<String> = []
    private var fullNames: Set<String> = []
    private var conditions: [Condition] = []

    /// A test on one entry of a catalog, possibly negated.
    private struct Condition: Sendable {
        let test: @Sendable (SnapshotEntry, SnapshotCatalog) -> Bool
        let isNegated: Bool
    }

    /// Parses `text`; throws `.invalidQuery` for malformed values and unknown qualifiers, and `.notRecorded`
    /// for qualifiers the snapshot cannot answer.
    init(_ text: String) throws(RepositoryError) {
        var negateNext = false
        var explicitFields: Set<String> = []
        for token in Self.tokens(of: text) {
            if !token.isQuoted, token.text == "NOT" {
                negateNext = true
                continue
            }
            if !token.isQuoted, token.text == "AND" { continue }
            if !token.isQuoted, token.text == "OR" {
                throw .notRecorded(
                    reason: "The offline snapshot cannot combine terms with OR; search for each term on its own")
            }
            var text = token.text
            var isNegated = negateNext
            negateNext = false
            if !token.isQuoted, let qualifier = Self.qualifier(in: text) {
                if qualifier.name.hasPrefix("-") {
                    isNegated = true
                    text.removeFirst()
                }
                try apply(
                    qualifier: String(qualifier.name.drop { $0 == "-" }), value: qualifier.value, negated: isNegated,
                    fields: &explicitFields)
                continue
            }
            if !token.isQuoted, text.hasPrefix("-"), text.count > 1 {
                isNegated = true
                text.removeFirst()
            }
            keywords.append(Keyword(bytes: Array(text.lowercased().utf8), isNegated: isNegated))
        }
        if negateNext { throw .invalidQuery(message: "'NOT' must be followed by a word or a qualifier") }
        if !explicitFields.isEmpty {
            matchesName = explicitFields.contains("name")
            matchesDescription = explicitFields.contains("description")
        }
    }

    /// Whether `entry` of `catalog` satisfies every qualifier and keyword.
    func matches(_ entry: SnapshotEntry, in catalog: SnapshotCatalog) -> Bool {
        if !languages.isEmpty, !Self.text(entry.language, of: catalog, isAnyOf: languages) { return false }
        if !owners.isEmpty, !Self.text(entry.owner, of: catalog, isAnyOf: owners) { return false }
        if !fullNames.isEmpty, !Self.text(entry.fullName, of: catalog, isAnyOf: fullNames) { return false }
        for condition in conditions where condition.test(entry, catalog) == condition.isNegated { return false }
        for keyword in keywords where contains(keyword.bytes, in: entry, of: catalog) == keyword.isNegated {
            return false
        }
        return true
    }

    /// How well the keywords match `entry` (0 without keywords): a whole-name match counts most, then a word of
    /// the name, the start of one, anywhere in the name, a word of the description, anywhere in it; the sum is
    /// weighted by popularity (the square of the stars' order of magnitude), as GitHub's best match favours
    /// popular repositories.
    func relevance(_ entry: SnapshotEntry, in catalog: SnapshotCatalog) -> Double {
        let name = catalog.text[entry.name]
        let description = catalog.text[entry.description]
        var score = 0.0
        for keyword in keywords where !keyword.isNegated {
            if matchesName { score += Self.score(keyword.bytes, in: name, whole: 10, word: 6, start: 4, any: 2) }
            if matchesDescription {
                score += Self.score(keyword.bytes, in: description, whole: 3, word: 3, start: 2, any: 1)
            }
        }
        let magnitude = log10(Double(max(entry.starCount, 0)) + 10)
        return score * magnitude * magnitude
    }

    private func contains(_ keyword: [UInt8], in entry: SnapshotEntry, of catalog: SnapshotCatalog) -> Bool {
        (matchesName && Self.firstMatch(of: keyword, in: catalog.text[entry.name]) != nil)
            || (matchesDescription && Self.firstMatch(of: keyword, in: catalog.text[entry.description]) != nil)
    }

    /// Whether the text at `range` of `catalog` is one of `values`, as `Set.contains` would find it.
    private static func text(_ range: Range<Int>, of catalog: SnapshotCatalog, isAnyOf values: Set<String>) -> Bool {
        values.contains { catalog.text(range, equals: $0) }
    }

    private mutating func apply(
        qualifier name: String, value rawValue: String, negated: Bool, fields: inout Set<String>
    ) throws(RepositoryError) {
        let value = rawValue.lowercased()
        guard !value.isEmpty else { throw .invalidQuery(message: "the qualifier '\(name):' needs a value") }
        func add(_ test: @escaping @Sendable (SnapshotEntry, SnapshotCatalog) -> Bool) {
            conditions.append(Condition(test: test, isNegated: negated))
        }
        switch name {
        case "in":
            guard !negated else { throw .invalidQuery(message: "'in:' cannot be excluded") }
            for field in value.split(separator: ",").map(String.init) {
                switch field {
                case "name", "description": fields.insert(field)
                case "topics", "readme":
                    throw .notRecorded(
                        reason: "The offline snapshot does not record \(field), so it cannot answer 'in:\(field)'")
                default:
                    throw .invalidQuery(message: "'in:' takes name, description, topics or readme, not '\(field)'")
                }
            }
        case "language", "user", "org", "repo":
            let values = Set(value.split(separator: ",").map(String.init))
            let field: @Sendable (SnapshotEntry) -> Range<Int> =
                switch name {
                case "language": { $0.language }
                case "repo": { $0.fullName }
                default: { $0.owner }
                }
            if negated {
                add { entry, catalog in Self.text(field(entry), of: catalog, isAnyOf: values) }
            } else if name == "language" {
                languages.formUnion(values)
            } else if name == "repo" {
                fullNames.formUnion(values)
            } else {
                owners.formUnion(values)
            }
        case "stars":
            let range = try Self.countRange(value, qualifier: name)
            add { entry, _ in range.contains(entry.starCount) }
        case "forks":
            let range = try Self.countRange(value, qualifier: name)
            add { entry, _ in range.contains(entry.forkCount) }
        case "pushed":
            let range = try Self.dateRange(rawValue, qualifier: name)
            add { entry, _ in range.contains(entry.pushedAt) }
        case "is":
            switch value {
            case "public": add { _, _ in true }
            case "private", "internal":
                throw .notRecorded(
                    reason: "The offline snapshot holds only public repositories, so it cannot answer 'is:\(value)'")
            default:
                throw .notRecorded(reason: "The offline snapshot does not record which repositories are \(value)")
            }
        default:
            if let missing = Self.unrecordedQualifiers[name] {
                throw .notRecorded(
                    reason: "The offline snapshot does not record \(missing), so it cannot answer '\(name):'")
            }
            let supported = Self.supportedQualifiers.map { "\($0):" }.joined(separator: " ")
            throw .invalidQuery(
                message: "'\(name):' is not a search qualifier here (offline: \(supported)); "
                    + "put text with a colon in quotes to search for it")
        }
    }

    /// A count qualifier's value: `n`, `>n`, `>=n`, `<n`, `<=n`, `n..n`, `n..*`, `*..n`.
    static func countRange(_ value: String, qualifier: String) throws(RepositoryError) -> ClosedRange<Int> {
        let invalid = RepositoryError.invalidQuery(
            message: "'\(qualifier):\(value)' is not a number or range (use n, >n, >=n, <n, <=n or n..n)")
        return try range(
            value, invalid: invalid, lowest: Int.min, highest: Int.max,
            after: { $0 < Int.max ? $0 + 1 : nil }, before: { $0 > Int.min ? $0 - 1 : nil },
            bounds: { text in Int(text).map { $0...$0 } })
    }

    /// A date qualifier's value: a day (`2026-08-01`, the whole day in UTC) or a timestamp, alone or after
    /// `>`, `>=`, `<`, `<=`, or as `from..to` with `*` for an open end.
    static func dateRange(_ value: String, qualifier: String) throws(RepositoryError) -> ClosedRange<Date> {
        let invalid = RepositoryError.invalidQuery(
            message: "'\(qualifier):\(value)' is not a date or range (use YYYY-MM-DD, >date, <=date or date..date)")
        return try range(
            value, invalid: invalid, lowest: .distantPast, highest: .distantFuture,
            after: { $0.addingTimeInterval(1) }, before: { $0.addingTimeInterval(-1) }, bounds: day(_:))
    }

    /// The moments one day (or one timestamp) covers.
    private static func day(_ text: Substring) -> ClosedRange<Date>? {
        if text.count == 10, let start = GithubTimestamp.date(from: text + "T00:00:00Z") {
            return start...start.addingTimeInterval(86_399)
        }
        return GithubTimestamp.date(from: String(text)).map { $0...$0 }
    }

    /// The range a comparison or `a..b` value names; `bounds` reads one operand as the range it covers.
    private static func range<Bound: Comparable>(
        _ value: String, invalid: RepositoryError, lowest: Bound, highest: Bound, after: (Bound) -> Bound?,
        before: (Bound) -> Bound?, bounds: (Substring) -> ClosedRange<Bound>?
    ) throws(RepositoryError) -> ClosedRange<Bound> {
        func operand(_ text: Substring) throws(RepositoryError) -> ClosedRange<Bound> {
            guard let operand = bounds(text) else { throw invalid }
            return operand
        }
        if value.hasPrefix(">=") { return try operand(value.dropFirst(2)).lowerBound...highest }
        if value.hasPrefix("<=") { return lowest...(try operand(value.dropFirst(2)).upperBound) }
        if value.hasPrefix(">") {
            guard let next = after(try operand(value.dropFirst()).upperBound) else { throw invalid }
            return next...highest
        }
        if value.hasPrefix("<") {
            guard let previous = before(try operand(value.dropFirst()).lowerBound) else { throw invalid }
            return lowest...previous
        }
        if let dots = value.range(of: "..") {
            let lowerText = value[..<dots.lowerBound]
            let upperText = value[dots.upperBound...]
            let lower = lowerText == "*" ? lowest : try operand(lowerText).lowerBound
            let upper = upperText == "*" ? highest : try operand(upperText).upperBound
            guard lower <= upper else { throw invalid }
            return lower...upper
        }
        return try operand(value[...])
    }

    /// The score for the best way `keyword` occurs in `field`.
    private static func score(
        _ keyword: [UInt8], in field: ArraySlice<UInt8>, whole: Double, word: Double, start: Double, any: Double
    ) -> Double {
        guard !keyword.isEmpty, var index = firstMatch(of: keyword, in: field) else { return 0 }
        if field.count == keyword.count { return whole }
        var best = any
        while true {
            let end = index + keyword.count
            let startsWord = index == field.startIndex || !isWordByte(field[index - 1])
            let endsWord = end == field.endIndex || !isWordByte(field[end])
            if startsWord && endsWord { return word }
            if startsWord { best = max(best, start) }
            guard let next = firstMatch(of: keyword, in: field[(index + 1)...]) else { return best }
            index = next
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }

    /// The index of the first occurrence of `needle` in `haystack` (an index of `haystack`, as slices count).
    static func firstMatch(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// `name:value` when `text` is a qualifier (letters, `-` or `_` before the first colon, a leading `-`
    /// allowed for exclusion).
    private static func qualifier(in text: String) -> (name: String, value: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard name.contains(where: \.isLetter),
            name.allSatisfy({ ($0.isASCII && $0.isLetter) || $0 == "-" || $0 == "_" })
        else { return nil }
        return (name.lowercased(), String(text[text.index(after: colon)...]))
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
