/// One line of a scrollable screen: runs of already-sanitised text, each in its own style.
public struct StyledLine: Equatable, Sendable {
    /// The runs, left to right.
    public var spans: [(text: String, style: TextStyle)]

    /// Creates a line from runs.
    public init(_ spans: [(text: String, style: TextStyle)] = []) {
        self.spans = spans
    }

    /// Creates a line of one run.
    public init(_ text: String, style: TextStyle = .plain) {
        spans = [(text, style)]
    }

    /// The line's characters without styles, for tests and searching.
    public var text: String {
        spans.map(\.text).joined()
    }

    /// Two lines are equal when they hold the same runs of text in the same styles.
    public static func == (left: StyledLine, right: StyledLine) -> Bool {
        left.spans.count == right.spans.count
            && zip(left.spans, right.spans).allSatisfy { $0.text == $1.text && $0.style == $1.style }
    }
}
