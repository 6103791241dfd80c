import StyledText

/// A run of inline text and how Markdown marked it up.
struct MarkdownSpan: Equatable, Sendable {
    /// Inline markup that applies to a run, combined as a set.
    struct Marks: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// `**strong**`.
        static let strong = Marks(rawValue: 1 << 0)
        /// `*emphasis*`.
        static let emphasis = Marks(rawValue: 1 << 1)
        /// `` `code` ``.
        static let code = Marks(rawValue: 1 << 2)
        /// A link's text.
        static let link = Marks(rawValue: 1 << 3)
        /// A link's address shown after its text, or an image's alt text.
        static let note = Marks(rawValue: 1 << 4)
        /// `~~strikethrough~~` (shown dimmed: terminals draw strikethrough unreliably).
        static let deleted = Marks(rawValue: 1 << 5)
        /// A link's address shown after its text as ` (address)` (always with `note`): a table lists it below
        /// itself instead.
        static let address = Marks(rawValue: 1 << 6)
    }

    /// The text; `"\n"` alone is a hard line break.
    var text: String
    /// The markup.
    var marks: Marks

    /// Whether the span is a hard line break; its bytes are compared, which costs less than `==` on a `String` for
    /// every span of a README.
    var isLineBreak: Bool {
        text.utf8.count == 1 && text.utf8.first == UInt8(ascii: "\n")
    }
}
