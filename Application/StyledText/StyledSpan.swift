/// One run of a `StyledLine`: already-sanitised text in one style.
///
/// A struct rather than a tuple: a tuple of a `String` and a `TextStyle` is copied and destroyed through its run-time
/// type metadata, about a hundred instructions each time a run is read, and a README's rows are read run by run
/// several times on their way to the screen.
public struct StyledSpan: Equatable, Sendable {
    public var text: String
    public var style: TextStyle

    public init(text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }
}
