/// A label on an issue or a pull request.
public struct IssueLabel: Hashable, Sendable {
    /// The label's name (`good first issue`); untrusted text, sanitise before display.
    public let name: String
    /// Its colour as six hexadecimal digits without `#` (`7057ff`), when GitHub sends one.
    public let color: String?

    public init(name: String, color: String? = nil) {
        self.name = name
        self.color = color
    }
}
