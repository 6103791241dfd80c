import Foundation

/// GitHub's `Link` pagination header (`<url>; rel="next", <url>; rel="last"`), read into URLs by relation.
///
/// Parsed as RFC 8288 describes it rather than by splitting on `,` and `;`: the target is everything between
/// `<` and `>` (it may hold `,` and `;`), parameter values may be quoted strings holding `,`, `;` and `\"`, only
/// the first `rel` of a link counts, and one `rel` may name several relation types (`rel="next last"`).
public struct LinkHeader: Hashable, Sendable {
    /// The URL of each relation (`next`, `last`, `first`, `prev`), relation names lowercased.
    public let urls: [String: URL]

    /// Parses a header value; a link without `<…>`, with an unreadable target or without `rel` is skipped, and
    /// when two links claim the same relation the first one wins. A relative target is resolved against `base`, the
    /// URL that was asked (RFC 8288's context), and stays relative without one.
    public init(_ value: String?, base: URL? = nil) {
        var reader = Reader(Array((value ?? "").unicodeScalars))
        var urls: [String: URL] = [:]
        while !reader.isAtEnd {
            guard let link = reader.readLink() else {
                reader.skipPastNextLink()
                continue
            }
            guard
                let url = URL(string: link.target.trimmingCharacters(in: .whitespaces), relativeTo: base)?.absoluteURL,
                !link.target.isEmpty,
                let relations = link.relations
            else { continue }
            for relation in relations.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let name = relation.lowercased()
                if urls[name] == nil { urls[name] = url }
            }
        }
        self.urls = urls
    }

    public var next: URL? { urls["next"] }
    public var last: URL? { urls["last"] }
    /// The next page's number (`page=` of the next URL).
    public var nextPage: Int? { Self.pageNumber(in: next) }
    public var lastPage: Int? { Self.pageNumber(in: last) }

    /// The `page` query parameter of `url`.
    static func pageNumber(in url: URL?) -> Int? {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        return components.queryItems?.last(where: { $0.name == "page" })?.value.flatMap { Int($0) }
    }
}

extension LinkHeader {
    /// One link-value: its target and the value of its first `rel` parameter.
    private struct Link {
        let target: String
        let relations: String?
    }

    /// A cursor over the header's scalars following RFC 8288's grammar.
    private struct Reader {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var isAtEnd: Bool {
            var probe = index
            while probe < scalars.count, Self.isSpace(scalars[probe]) || scalars[probe] == "," { probe += 1 }
            return probe >= scalars.count
        }

        /// Reads `<target> *( ";" param )` up to the `,` ending it; `nil` when it does not start with `<…>`.
        mutating func readLink() -> Link? {
            skip { Self.isSpace($0) || $0 == "," }
            guard peek == "<" else { return nil }
            index += 1
            let targetStart = index
            while index < scalars.count, scalars[index] != ">" { index += 1 }
            guard index < scalars.count else { return nil }
            let target = text(targetStart..<index)
            index += 1
            var relations: String?
            while true {
                skip(Self.isSpace)
                guard peek == ";" else { break }
                index += 1
                skip(Self.isSpace)
                let name = readToken().lowercased()
                skip(Self.isSpace)
                var parameterValue = ""
                if peek == "=" {
                    index += 1
                    skip(Self.isSpace)
                    parameterValue = peek == "\"" ? readQuotedString() : readToken()
                }
                if name == "rel", relations == nil { relations = parameterValue }
            }
            guard peek == nil || peek == "," else { return nil }
            return Link(target: target, relations: relations)
        }

        /// Moves past the next `,` outside a quoted string or `<…>` (recovery after a malformed link).
        mutating func skipPastNextLink() {
            var isQuoted = false
            var isInTarget = false
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if isQuoted {
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { isQuoted = false }
                } else if isInTarget {
                    if scalar == ">" { isInTarget = false }
                } else if scalar == "\"" {
                    isQuoted = true
                } else if scalar == "<" {
                    isInTarget = true
                } else if scalar == "," {
                    return
                }
            }
        }

        private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private mutating func skip(_ predicate: (Unicode.Scalar) -> Bool) {
            while index < scalars.count, predicate(scalars[index]) { index += 1 }
        }

        private mutating func readToken() -> String {
            let start = index
            skip { !Self.isSpace($0) && $0 != ";" && $0 != "," && $0 != "=" && $0 != "\"" }
            return text(start..<index)
        }

        /// Reads a quoted string from its opening quote, undoing `\` escapes.
        private mutating func readQuotedString() -> String {
            index += 1
            var result = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { break }
                if scalar == "\\", index < scalars.count {
                    result.append(scalars[index])
                    index += 1
                } else {
                    result.append(scalar)
                }
            }
            return String(result)
        }

        private func text(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(scalars[range]))
        }

        private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t"
        }
    }
}
