import Domain
import Foundation

/// The pages `-w`/`--web` opens: a search on the website, a repository's page, or its issue or pull request list.
public enum WebAddress {
    /// `BASE/search?q=TEXT&type=repositories`, with `s` and `o` for a sort other than best match.
    public static func search(base: URL, text: String, sort: RepoSort?, order: SortDirection?) -> URL {
        var items = [URLQueryItem(name: "q", value: text), URLQueryItem(name: "type", value: "repositories")]
        if let sort, sort != .bestMatch {
            items.append(URLQueryItem(name: "s", value: sort.rawValue))
            items.append(URLQueryItem(name: "o", value: (order ?? .descending).rawValue))
        }
        var components = URLComponents(url: base.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = items.map { "\($0.name)=\(encoded($0.value ?? ""))" }.joined(separator: "&")
        return components?.url ?? base
    }

    /// `BASE/OWNER/NAME`.
    public static func repository(base: URL, reference: RepoReference) -> URL {
        base.appendingPathComponent(reference.owner).appendingPathComponent(reference.name)
    }

    /// `BASE/OWNER/NAME/PAGE?q=TERMS`: a repository's `issues` or `pulls` page searching `terms`, as the GitHub CLI's
    /// `--web` opens it: the terms sorted, a value holding a space or a quote written in quotes
    /// (`label:"help wanted" state:open type:issue`).
    public static func list(base: URL, reference: RepoReference, page: String, terms: [String]) -> URL {
        let address = repository(base: base, reference: reference).appendingPathComponent(page)
        var components = URLComponents(url: address, resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = "q=" + encoded(terms.sorted().joined(separator: " "))
        return components?.url ?? address
    }

    /// One search term `qualifier:value`, the value quoted as the GitHub CLI quotes it when it holds a space, a quote,
    /// a tab or a line break.
    public static func term(_ qualifier: String, _ value: String) -> String {
        guard value.unicodeScalars.contains(where: { " \"\t\r\n".unicodeScalars.contains($0) }) else {
            return "\(qualifier):\(value)"
        }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\(qualifier):\"\(escaped)\""
    }

    /// A query value with everything but unreserved characters percent-encoded (`+`, `&`, `#`, `>` included).
    private static func encoded(_ value: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }
}
