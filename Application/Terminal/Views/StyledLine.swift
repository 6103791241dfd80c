/// One line of a scrollable screen: runs of already-sanitised text, each in its own style.
struct StyledLine: Equatable, Sendable {
    /// The runs, left to right.
    var spans: [(text: String, style: TextStyle)]

    /// Creates a line from runs.
    init(_ spans: [(text: String, style: TextStyle)] = []) {
        self.spans = spans
    }

    /// Creates a line of one run.
    init(_ text: String, style: TextStyle = .plain) {
        spans = [(text, style)]
    }

    /// The line's characters without styles, for tests and searching.
    var text: String {
        spans.map(\.text).joined()
    }

    /// Writes the line into `buffer` at `row` from `column`, clipped to the buffer.
    func draw(into buffer: inout ScreenBuffer, row: Int, column: Int = 0) {
        var current = column
        for span in spans {
            current = buffer.write(span.text, row: row, column: current, style: span.style)
        }
    }

    static func == (left: StyledLine, right: StyledLine) -> Bool {
        left.spans.count == right.spans.count
            && zip(left.spans, right.spans).allSatisfy { $0.text == $1.text && $0.style == $1.style }
    }
}
