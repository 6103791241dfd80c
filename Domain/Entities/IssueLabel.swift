/// A label on an issue or a pull request.
public struct IssueLabel: Hashable, Sendable {
    /// The label's name (`good first issue`); untrusted text, sanitise before display.
    public let name: String
    /// Its colour as six hexadecimal digits without `#` (`7057ff`), when GitHub sends one.
    public let color: String?
    /// The label's global node ID (`node_id`, GraphQL's `id`), when GitHub sends one.
    public let nodeID: String?
    /// What the label means, as its repository describes it; `nil` when GitHub sends none. Untrusted text.
    public let description: String?

    /// Creates a label.
    public init(name: String, color: String? = nil, nodeID: String? = nil, description: String? = nil) {
        self.name = name
        self.color = color
        self.nodeID = nodeID
        self.description = description
    }
}
