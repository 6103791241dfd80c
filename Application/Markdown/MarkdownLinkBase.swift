/// Where a README's relative links lead: the repository's web address and the branch its files are shown from, so
/// `docs/Guide.md` reads as `https://github.com/OWNER/NAME/blob/BRANCH/docs/Guide.md`, as GitHub resolves it.
///
/// The README is taken to sit at the repository's root. Addresses with a scheme (`https:`, `mailto:`),
/// protocol-relative ones (`//host/…`) and fragments (`#usage`) are left as written; `.` and `..` are normalised
/// and never climb above the repository.
public struct MarkdownLinkBase: Equatable, Sendable {
    /// The repository's web address, `https://github.com/OWNER/NAME`.
    public let repositoryURL: String
    /// The branch files are shown from (the default branch; `HEAD` when it is not known).
    public let branch: String

    /// A base for the repository at `repositoryURL` (a trailing `/` is ignored) on `branch`.
    public init(repositoryURL: String, branch: String) {
        var address = Substring(repositoryURL)
        while address.last == "/" { address.removeLast() }
        self.repositoryURL = String(address)
        self.branch = branch
    }

    /// `destination` as GitHub links it: a relative path resolved under `blob/BRANCH/` (a path ending in `/`, or
    /// the root, under `tree/BRANCH/`), its query and fragment kept; anything else unchanged.
    func resolved(_ destination: String) -> String {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("//"),
            !Self.hasScheme(destination)
        else { return destination }
        let suffixStart = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        let path = destination[..<suffixStart]
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(segment)
            }
        }
        let isDirectory =
            segments.isEmpty || path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..")
            || path == "." || path == ".."
        let kind = isDirectory ? "tree" : "blob"
        let joined = segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
        return "\(repositoryURL)/\(kind)/\(branch)\(joined)\(destination[suffixStart...])"
    }

    /// Whether `destination` starts with a URI scheme and its colon (`https:`, `mailto:`, `data:`). Read as bytes:
    /// every byte the scheme may hold is ASCII, and a byte beyond ASCII starts a scalar that ends it.
    static func hasScheme(_ destination: String) -> Bool {
        var bytes = destination.utf8.makeIterator()
        guard let first = bytes.next(), first.isASCIILetter else { return false }
        while let byte = bytes.next() {
            if byte == .colon { return true }
            guard byte.isASCIILetter || byte.isASCIIDigit || byte == .plusSign || byte == .fullStop || byte == .hyphen
            else { return false }
        }
        return false
    }
}
