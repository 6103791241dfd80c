import Domain

/// What the account's front ends say about the token, known before any request: where it came from, and, without
/// one, how to raise the quotas. The account screen and the `account` command both show this value, so they cannot
/// word it differently.
public struct TokenDescription: Hashable, Sendable {
    /// Where the token came from (`GH_TOKEN`, `gh auth token (github.com)`); `nil` when requests are anonymous.
    public let source: String?
    /// How to raise the quotas, naming the variables a token for this host is read from; `nil` with a token.
    public let hint: String?

    /// The description of `authentication`'s token.
    public init(_ authentication: Authentication) {
        source = authentication.tokenSource.map(String.init(describing:))
        hint =
            authentication.hasToken
            ? nil
            : "Anonymous requests get 10 searches a minute and 60 other requests an hour; set "
                + authentication.tokenVariableList
                + " to a personal access token (or run gh auth login) for 30 and 5000"
    }
}
