/// Breaks running text into lines no wider than a number of terminal columns.
///
/// Words are kept whole where they fit; a word wider than the line is cut by display width, never inside a
/// grapheme cluster. Line breaks in the text are kept, and an empty line stays an empty line.
enum TextWrapping {
    /// The lines of `text` (already sanitised) wrapped to `width` columns.
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(paragraph, toWidth: width)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            let separator = line.isEmpty && lineWidth == 0 ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                if separator == 1 { line += " " }
                line += word
                lineWidth += separator + wordWidth
                continue
            }
            if !line.isEmpty || lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }
}
