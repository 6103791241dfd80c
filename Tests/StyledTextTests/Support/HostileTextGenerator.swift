/// Random text for property tests, built from pieces that stress grapheme segmentation and terminal safety:
/// combining and spacing marks, prepend characters (U+0600, U+0D4E), joiners, emoji and their modifiers,
/// variation selectors, regional indicators, Hangul jamo, Thai SARA AM, CJK, whitespace of every kind, controls,
/// escape sequences and bidirectional controls. Seeded (SplitMix64), so a failure names the seed that replays it.
struct HostileTextGenerator: RandomNumberGenerator {
    /// The pieces text is made of, concatenated scalar by scalar (so neighbours may join into one cluster).
    static let pieces = [
        "a", "bc", "word", "é", "e\u{301}", "\u{301}", "\u{308}", "\u{93E}", "क", "\u{94D}", "\u{600}", "\u{600}1",
        "\u{D4E}", "\u{D4E}ക", "\u{110BD}", "\u{200D}", "\u{200C}", "👍", "\u{1F3FD}", "👍\u{1F3FD}", "👩\u{200D}💻",
        "❤", "\u{FE0F}", "\u{FE0E}", "🇯", "🇵", "\u{1100}", "\u{1161}", "\u{11A8}", "漢", "字", "Ａ", "…", " ", "  ",
        "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{A0}", "\u{3000}", "\u{2028}", "\u{200B}", "\u{FEFF}", "\u{1B}",
        "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}[1;3", "\u{07}", "\u{00}", "\u{7F}", "\u{85}", "\u{9B}",
        "\u{9D}x\u{9C}", "\u{202E}", "\u{2066}", "\u{2069}", "ก\u{E33}", "\u{E33}", "\u{2060}",
    ]

    /// The seed this generator started from.
    let seed: UInt64
    private var numbers: SeededGenerator

    init(seed: UInt64) {
        self.seed = seed
        numbers = SeededGenerator(seed: seed)
    }

    mutating func next() -> UInt64 {
        numbers.next()
    }

    /// A text of up to `maximumPieces` pieces.
    mutating func text(maximumPieces: Int = 14) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maximumPieces, using: &self) {
            scalars.append(contentsOf: Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &self)].unicodeScalars)
        }
        return String(scalars)
    }
}

/// Text written so that a failing case can be pasted back into a test: every scalar outside printable ASCII as
/// `\u{…}`.
func replayable(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { scalar in
        (0x20..<0x7F).contains(scalar.value) && scalar != "\\" && scalar != "\""
            ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }.joined()
}

/// The scalars of each grapheme cluster of `text`, in order: clusters compared exactly (String's `==` would treat
/// canonically equivalent text as equal).
func clusters(of text: some StringProtocol) -> [[Unicode.Scalar]] {
    text.map { Array($0.unicodeScalars) }
}
