/// The start of an HTML block as CommonMark defines its seven kinds, and where each kind ends.
///
/// Every check looks at one line once (a bounded number of passes over its bytes), so finding the blocks of a
/// document stays linear in its length.
enum MarkdownHTMLBlock: Equatable, Sendable {
    /// Kind 1: `<script`, `<pre`, `<style` or `<textarea`, ending at the line that closes it; `name` is lower-case.
    case raw(name: String)
    /// Kind 2: `<!--`, ending at the line holding `-->` (blank lines included).
    case comment
    /// Kind 3: `<?`, ending at the line holding `?>`.
    case processingInstruction
    /// Kind 4: `<!` and a letter, ending at the line holding `>`.
    case declaration
    /// Kind 5: `<![CDATA[`, ending at the line holding `]]>`.
    case characterData
    /// Kind 6: a block-level tag (`<div`, `</p`, `<table` …), ending before a blank line.
    case blockTag
    /// Kind 7: a complete open or closing tag alone on its line, ending before a blank line; it cannot interrupt a
    /// paragraph.
    case anyTag

    /// The tag names that start a kind 6 block.
    private static let blockTagNames: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe",
        "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p",
        "param", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
        "track", "ul",
    ]

    /// The tag names that start a kind 1 block.
    private static let rawTagNames: Set<String> = ["pre", "script", "style", "textarea"]

    /// The block `content` (a line without its indentation of up to three spaces) starts, if any.
    init?(startOf content: String) {
        guard content.utf8.first == UInt8(ascii: "<") else { return nil }
        let bytes = Array(content.utf8.prefix(2048))
        guard bytes.count > 1 else { return nil }
        if bytes.starts(with: Array("<!--".utf8)) {
            self = .comment
            return
        }
        if bytes[1] == UInt8(ascii: "?") {
            self = .processingInstruction
            return
        }
        if bytes.starts(with: Array("<![CDATA[".utf8)) {
            self = .characterData
            return
        }
        if bytes[1] == UInt8(ascii: "!"), bytes.count > 2, Self.isLetter(bytes[2]) {
            self = .declaration
            return
        }
        let isClosing = bytes[1] == UInt8(ascii: "/")
        var position = isClosing ? 2 : 1
        let nameStart = position
        while position < bytes.count,
            Self.isLetter(bytes[position]) || Self.isDigit(bytes[position])
                || (position > nameStart && bytes[position] == UInt8(ascii: "-"))
        {
            position += 1
        }
        guard position > nameStart, Self.isLetter(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
        let next = position < bytes.count ? bytes[position] : nil
        if !isClosing, Self.rawTagNames.contains(name),
            next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: ">")
        {
            self = .raw(name: name)
            return
        }
        if Self.blockTagNames.contains(name),
            next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: ">")
                || (next == UInt8(ascii: "/") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">"))
        {
            self = .blockTag
            return
        }
        guard !Self.rawTagNames.contains(name),
            let end = Self.tagEnd(bytes, from: position, isClosing: isClosing),
            bytes[end...].allSatisfy({ $0 == UInt8(ascii: " ") })
        else { return nil }
        self = .anyTag
    }

    /// Whether a block of this kind may interrupt a paragraph (all but kind 7).
    var interruptsParagraph: Bool { self != .anyTag }

    /// Whether the block ends before a blank line (kinds 6 and 7) rather than at a line holding its end marker.
    var endsAtBlankLine: Bool { self == .blockTag || self == .anyTag }

    /// The text of the block's `lines` a browser shows (tags are removed later, by the inline pass), or `nil` when
    /// it shows nothing: `<script>` and `<style>` content is hidden; a comment, processing instruction, declaration
    /// or CDATA section is hidden up to its end marker, and the rest of the line that holds the marker is shown (a
    /// line of linked images after `<!-- sponsors -->`), as is everything of the other kinds.
    func shownText(of lines: [String]) -> String? {
        let marker: String
        switch self {
        case .raw(let name):
            return name == "pre" || name == "textarea" ? lines.joined(separator: "\n") : nil
        case .blockTag, .anyTag: return lines.joined(separator: "\n")
        case .comment: marker = "-->"
        case .processingInstruction: marker = "?>"
        case .declaration: marker = ">"
        case .characterData: marker = "]]>"
        }
        guard let last = lines.last, isEnd(last), let end = Self.endOfFirst(marker, in: last) else { return nil }
        let rest = last[end...]
        return rest.contains { $0 != " " } ? String(rest) : nil
    }

    /// Whether `line` holds this kind's end marker (always false for kinds 6 and 7, which end at a blank line), as
    /// `Character`s: an ASCII line, each byte of it a `Character`, is searched as bytes.
    func isEnd(_ line: String) -> Bool {
        guard line.allUTF8Bytes(satisfy: UTF8.isASCII) else { return isEndByCharacters(line) }
        switch self {
        case .raw(let name): return Self.holds("</\(name)>", in: line, ignoringCase: true)
        case .comment: return Self.holds("-->", in: line)
        case .processingInstruction: return Self.holds("?>", in: line)
        case .declaration: return line.utf8.contains(.greaterThanSign)
        case .characterData: return Self.holds("]]>", in: line)
        case .blockTag, .anyTag: return false
        }
    }

    /// `isEnd(_:)` asked of `line`'s `Character`s.
    private func isEndByCharacters(_ line: String) -> Bool {
        switch self {
        case .raw(let name): line.lowercased().contains("</\(name)>")
        case .comment: line.contains("-->")
        case .processingInstruction: line.contains("?>")
        case .declaration: line.contains(">")
        case .characterData: line.contains("]]>")
        case .blockTag, .anyTag: false
        }
    }

    /// Whether the ASCII `marker` stands in the ASCII `line`, its letters in either case when `ignoringCase` (the
    /// marker's are lower-case).
    private static func holds(_ marker: String, in line: String, ignoringCase: Bool = false) -> Bool {
        endOfFirst(marker, inBytesOf: line, ignoringCase: ignoringCase) != nil
    }

    /// Where the first `marker` in `line` ends, compared as `Character`s: an ASCII line, each byte of it a
    /// `Character`, is searched as bytes (`firstRange(of:)` costs some twenty thousand instructions a line).
    private static func endOfFirst(_ marker: String, in line: String) -> String.Index? {
        guard line.allUTF8Bytes(satisfy: UTF8.isASCII) else { return line.firstRange(of: marker)?.upperBound }
        return endOfFirst(marker, inBytesOf: line).map { line.utf8.index(line.utf8.startIndex, offsetBy: $0) }
    }

    /// The UTF-8 offset in `line` where the first `marker` in its bytes ends.
    private static func endOfFirst(_ marker: String, inBytesOf line: String, ignoringCase: Bool = false) -> Int? {
        let marker = Array(marker.utf8)
        let bytes = Array(line.utf8)
        guard let head = marker.first, bytes.count >= marker.count else { return nil }
        func lowered(_ byte: UInt8) -> UInt8 {
            ignoringCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        for start in 0...(bytes.count - marker.count) where lowered(bytes[start]) == head {
            if marker.indices.allSatisfy({ lowered(bytes[start + $0]) == marker[$0] }) { return start + marker.count }
        }
        return nil
    }

    /// Just past the `>` of a tag whose name ends at `position`: attributes (names, optional `=` and unquoted,
    /// single- or double-quoted values, all on this line) and then `>` or `/>`; `nil` when the line holds no such
    /// tag.
    private static func tagEnd(_ bytes: [UInt8], from start: Int, isClosing: Bool) -> Int? {
        var position = start
        func skipSpaces() -> Bool {
            let before = position
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            return position > before
        }
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ">") { return position + 1 }
            if !isClosing, bytes[position] == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { return nil }
                return position + 2
            }
            guard !isClosing, hadSpace,
                isLetter(bytes[position]) || bytes[position] == UInt8(ascii: "_")
                    || bytes[position] == UInt8(ascii: ":")
            else { return nil }
            while position < bytes.count,
                isLetter(bytes[position]) || isDigit(bytes[position])
                    || "_.:-".utf8.contains(bytes[position])
            {
                position += 1
            }
            let afterName = position
            _ = skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                position = afterName
                continue
            }
            position += 1
            _ = skipSpaces()
            guard position < bytes.count else { return nil }
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = bytes[(position + 1)...].firstIndex(of: quote) else { return nil }
                position = close + 1
            } else {
                let valueStart = position
                while position < bytes.count, !" \"'=<>`".utf8.contains(bytes[position]) { position += 1 }
                guard position > valueStart else { return nil }
            }
        }
    }

    /// Whether `byte` is an ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
