import Domain
import Foundation

/// The pages `-w`/`--web` opens: a search on the website, or a repository's page.
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

    /// A query value with everything but unreserved characters percent-encoded (`+`, `&`, `#`, `>` included).
    private static func encoded(_ value: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }
}
