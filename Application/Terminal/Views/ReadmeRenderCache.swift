import StyledText

/// The detail screen's rendered README: kept per text and width, so state changes and redraws never render it
/// again, and a render running off the main queue is not started twice for the same text and width.
struct ReadmeRenderCache {
    /// READMEs larger than this (in UTF-8 bytes) are rendered off the main queue; smaller ones take under a few
    /// milliseconds and are rendered in place.
    static let backgroundThreshold = 100_000

    private var cached: (text: String, width: Int, lines: [StyledLine])?
    private var rendering: (text: String, width: Int)?

    /// The lines rendered for `text` at `width`, if they are ready.
    func lines(for text: String, width: Int) -> [StyledLine]? {
        guard let cached, cached.width == width, cached.text == text else { return nil }
        return cached.lines
    }

    /// Keeps `lines` as the rendering of `text` at `width`.
    mutating func store(_ lines: [StyledLine], for text: String, width: Int) {
        cached = (text, width, lines)
    }

    /// Records that a render of `text` at `width` starts; `false` when that very render is already running.
    mutating func beginRendering(_ text: String, width: Int) -> Bool {
        if let rendering, rendering.width == width, rendering.text == text { return false }
        rendering = (text, width)
        return true
    }

    /// Keeps a finished render if it is the latest one asked for; `false` when a newer text or width superseded it.
    mutating func finishRendering(_ lines: [StyledLine], for text: String, width: Int) -> Bool {
        guard let rendering, rendering.width == width, rendering.text == text else { return false }
        self.rendering = nil
        cached = (text, width, lines)
        return true
    }
}
