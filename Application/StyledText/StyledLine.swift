/// One line of a scrollable screen: runs of already-sanitised text, each in its own style.
public struct StyledLine: Equatable, Sendable {
    /// The runs, left to right.
    public var spans: [StyledSpan]

    /// Creates a line from runs.
    public init(_ spans: [(text: String, style: TextStyle)] = []) {
        self.spans = spans.map { StyledSpan(text: $0.text, style: $0.style) }
    }

    /// Creates a line from runs already made.
    public init(spans: [StyledSpan]) {
        self.spans = spans
    }

    /// Creates a line of one run.
    public init(_ text: String, style: TextStyle = .plain) {
        spans = [StyledSpan(text: text, style: style)]
    }

    /// The line's characters without styles, for tests and searching.
    public var text: String {
        spans.map(\.text).joined()
    }
}
