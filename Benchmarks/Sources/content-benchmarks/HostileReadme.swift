/// Generated hostile READMEs: each shape repeats a unit that once made the renderer crash, scan to the end of its
/// paragraph for every opener, or measure widths apart (or from a line's start at every tab), until the text is a
/// given size.
struct HostileReadme {
    /// What the shape attacks.
    let name: String
    /// The repeated text.
    let unit: String
    /// Bytes per paragraph (a blank line after each), or `nil` for one block; paragraphs just under
    /// `MarkdownRenderer.inlineLimit` get the inline parser's full attention.
    let paragraphBytes: Int?
    /// The README's file name, which decides its format.
    var fileName = "README.md"

    /// Every shape measured.
    static let all: [HostileReadme] = [
        HostileReadme(name: "unclosed <!--", unit: "<!-- ", paragraphBytes: 60_000),
        HostileReadme(name: "unclosed <? <![CDATA[ <!X", unit: "<? <![CDATA[ <!X ", paragraphBytes: 60_000),
        HostileReadme(name: "unclosed code spans", unit: "`a ``b ```c ", paragraphBytes: 60_000),
        HostileReadme(name: "emphasis openers", unit: "*a **b _c __d ~~e ", paragraphBytes: 60_000),
        HostileReadme(name: "unclosed link targets", unit: "[a](b [c](<d [e](f \"g [", paragraphBytes: 60_000),
        HostileReadme(name: "unclosed autolinks and tags", unit: "<a:b <x y='z ", paragraphBytes: 60_000),
        HostileReadme(
            name: "runs of < before a distant >", unit: String(repeating: "<", count: 2_000) + ">",
            paragraphBytes: 60_000),
        HostileReadme(
            name: "50,000 > per line", unit: String(repeating: ">", count: 50_000) + "\n", paragraphBytes: nil),
        HostileReadme(
            name: "- + x 10,000 per line", unit: String(repeating: "- + ", count: 10_000) + "\n", paragraphBytes: nil),
        HostileReadme(
            name: "entities, emoji, joiners", unit: "&#27;]0;t&#7; x**#**&#xFE0F; 👩‍👩‍👧 e\u{301} 日本 &#x202E; ",
            paragraphBytes: 60_000),
        HostileReadme(
            name: "table 2,000 columns wide",
            unit: "|" + String(repeating: " abc |", count: 2_000) + "\n|" + String(repeating: " --- |", count: 2_000)
                + "\n\n",
            paragraphBytes: nil),
        HostileReadme(name: "40,000 tabs per line", unit: tabLine, paragraphBytes: nil),
        HostileReadme(name: "40,000 tabs per line, .rst", unit: tabLine, paragraphBytes: nil, fileName: "README.rst"),
        HostileReadme(name: "40,000 tabs per line, plain", unit: tabLine, paragraphBytes: nil, fileName: "README"),
    ]

    /// One line of 40,000 tabs between two words: once measured again from the line's start at every tab.
    private static let tabLine = "a" + String(repeating: "\t", count: 40_000) + "b\n"

    /// The shape's text, `bytes` long or a unit longer.
    func text(bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + unit.utf8.count + 2)
        var paragraph = 0
        while text.utf8.count < bytes {
            text += unit
            paragraph += unit.utf8.count
            if let paragraphBytes, paragraph >= paragraphBytes {
                text += "\n\n"
                paragraph = 0
            }
        }
        return text
    }
}
