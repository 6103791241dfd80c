import Foundation

/// GitHub's `Link` pagination header (`<url>; rel="next", <url>; rel="last"`), read into URLs by relation.
public struct LinkHeader: Hashable, Sendable {
    /// The URL of each relation (`next`, `last`, `first`, `prev`).
    public let urls: [String: URL]

    /// Parses a header value; tolerant of spacing, order, quoted or unquoted `rel`, and several relations in one
    /// `rel` (`rel="next last"`). Malformed parts are skipped.
    public init(_ value: String?) {
        var urls: [String: URL] = [:]
        for part in (value ?? "").split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"), target.count >= 2,
                let url = URL(string: String(target.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
            else { continue }
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
                let relations = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                for relation in relations.split(separator: " ") { urls[relation.lowercased()] = url }
            }
        }
        self.urls = urls
    }

    /// The next page's URL.
    public var next: URL? { urls["next"] }
    /// The last page's URL.
    public var last: URL? { urls["last"] }
    /// The next page's number (`page=` of the next URL).
    public var nextPage: Int? { Self.pageNumber(in: next) }
    /// The last page's number.
    public var lastPage: Int? { Self.pageNumber(in: last) }

    /// The `page` query parameter of `url`.
    static func pageNumber(in url: URL?) -> Int? {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        return components.queryItems?.last(where: { $0.name == "page" })?.value.flatMap { Int($0) }
    }
}
