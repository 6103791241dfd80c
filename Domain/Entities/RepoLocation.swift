import Foundation

/// A repository as a person or a git remote writes it: `OWNER/NAME`, `HOST/OWNER/NAME`,
/// `https://HOST/OWNER/NAME[.git]`, `ssh://git@HOST/OWNER/NAME.git` or `git@HOST:OWNER/NAME.git`.
///
/// The host, when the text names one, is lowercased and loses a leading `www.`, so it can be compared with the
/// configured GitHub's host; whether that host is acceptable is the caller's decision.
public struct RepoLocation: Hashable, Sendable {
    /// The host the text names, or nil for plain `OWNER/NAME`.
    public let host: String?
    /// The owner and name.
    public let reference: RepoReference

    public init(host: String?, reference: RepoReference) {
        self.host = host.map(Self.normalized)
        self.reference = reference
    }

    /// Parses one of the accepted forms; nil for anything else (another scheme, a path that is not exactly owner
    /// and name, or characters `RepoReference` refuses).
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") {
            guard let url = URLComponents(string: trimmed), let scheme = url.scheme?.lowercased(),
                Self.schemes.contains(scheme), let host = url.host, !host.isEmpty, url.query == nil
            else { return nil }
            guard let reference = Self.reference(fromPath: url.path) else { return nil }
            self.init(host: host, reference: reference)
        } else if let colon = trimmed.firstIndex(of: ":") {
            let authority = trimmed[..<colon]
            guard !authority.contains("/") else { return nil }
            let host = authority.split(separator: "@", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            guard !host.isEmpty,
                let reference = Self.reference(fromPath: String(trimmed[trimmed.index(after: colon)...]))
            else { return nil }
            self.init(host: host, reference: reference)
        } else {
            let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 3, !parts[0].isEmpty, let reference = RepoReference(fullName: "\(parts[1])/\(parts[2])") {
                self.init(host: String(parts[0]), reference: reference)
            } else if let reference = RepoReference(fullName: trimmed) {
                self.init(host: nil, reference: reference)
            } else {
                return nil
            }
        }
    }

    /// The URL schemes git remotes use for a hosted repository.
    private static let schemes: Set<String> = ["https", "http", "ssh", "git", "git+ssh", "ssh+git"]

    /// `owner/name` from a URL path such as `/owner/name.git/`.
    private static func reference(fromPath path: String) -> RepoReference? {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("/") { trimmed.removeFirst() }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasSuffix(".git") { trimmed.removeLast(4) }
        return RepoReference(fullName: String(trimmed))
    }

    /// `host` lowercased, without a leading `www.`.
    public static func normalized(_ host: String) -> String {
        let lowered = host.lowercased()
        return lowered.hasPrefix("www.") ? String(lowered.dropFirst(4)) : lowered
    }
}
