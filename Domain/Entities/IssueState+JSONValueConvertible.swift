extension IssueState: JSONValueConvertible {
    public static var jsonTypeDescription: String { "\"open\" or \"closed\"" }

    /// Reads GitHub's `state` string; any other value (or kind of value) is refused.
    public init?(json: JSONValue) {
        guard case .string(let text) = json else { return nil }
        self.init(rawValue: text)
    }
}
