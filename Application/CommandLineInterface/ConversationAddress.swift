import Domain
import Foundation

/// An issue's or a pull request's web address, as gh takes it for `issue view` and `pr view`:
/// `https://HOST/OWNER/NAME/issues/12` or `…/pull/12`, anything after the number ignored (`#issuecomment-1`,
/// `/files`).
struct ConversationAddress: Equatable {
    /// The repository, with the address's host.
    let location: RepoLocation
    let number: Int

    /// Reads `text` as an `http` or `https` address whose path is `/OWNER/NAME/KIND/NUMBER…` with KIND one of `kinds`;
    /// `nil` for anything else.
    init?(_ text: String, kinds: [String]) {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        let parts = url.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard parts.count >= 4, kinds.contains(String(parts[parts.startIndex + 2])),
            let reference = RepoReference(fullName: "\(parts[parts.startIndex])/\(parts[parts.startIndex + 1])")
        else { return nil }
        let digits = parts[parts.startIndex + 3]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0
        else { return nil }
        location = RepoLocation(host: host, reference: reference)
        self.number = number
    }
}
