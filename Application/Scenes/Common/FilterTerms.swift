/// A list's filter as the website's search box writes it: `label:bug label:"good first issue" author:octocat`.
///
/// Each word is `key:value`, a value with spaces in double quotes. A word with a key the list cannot filter by, or no
/// key at all, is `unreadable`: the list says so on its error line instead of asking for something else.
struct FilterTerms: Equatable, Sendable {
    /// One `key:value` word.
    struct Term: Equatable, Sendable {
        let key: String
        let value: String
    }

    let terms: [Term]
    /// The first word that is no `key:value` of the keys the list filters by; `nil` when every word is one.
    let unreadable: String?

    init(_ terms: [Term]) {
        self.terms = terms
        unreadable = nil
    }

    /// The terms of `text`, each with one of `keys` (compared ignoring case).
    init(parsing text: String, keys: Set<String>) {
        var terms: [Term] = []
        var unreadable: String?
        for word in Self.words(text) {
            let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
            let value = parts.count == 2 ? parts[1].replacingOccurrences(of: "\"", with: "") : ""
            if parts.count == 2, keys.contains(parts[0].lowercased()), !value.isEmpty {
                terms.append(Term(key: parts[0].lowercased(), value: value))
            } else if unreadable == nil {
                unreadable = word
            }
        }
        self.terms = terms
        self.unreadable = unreadable
    }

    /// The values given for `key`, in order.
    func values(_ key: String) -> [String] {
        terms.filter { $0.key == key }.map(\.value)
    }

    /// The filter written back, one `key:value` word per term, a value with spaces quoted.
    var text: String {
        terms.map { $0.key + ":" + ($0.value.contains(" ") ? "\"\($0.value)\"" : $0.value) }.joined(separator: " ")
    }

    /// The words of `text`: runs of characters between spaces, a double-quoted run kept whole.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var isQuoted = false
        for character in text {
            if character == "\"" { isQuoted.toggle() }
            if character.isWhitespace, !isQuoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
