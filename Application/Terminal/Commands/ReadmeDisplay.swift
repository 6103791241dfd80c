/// How `show` prints a README: rendered from Markdown for a person at a terminal, or as GitHub sends it when the
/// output goes to a pipe or a file (control characters still in caret notation, so even `| cat` stays inert).
public enum ReadmeDisplay: Equatable, Sendable {
    /// The Markdown source, as sent.
    case asSent
    /// Rendered for a terminal `width` columns wide; styles written only where `colorMode` allows.
    case rendered(width: Int, colorMode: ColorMode)
}
