import StyledText

/// Turns a block's inline Markdown into styled spans: code spans, emphasis and strong emphasis (CommonMark's
/// delimiter rules, including the rule of three), strikethrough, links (`[text](url)`, reference and autolinks)
/// shown as their text followed by the address, images shown as their alt text (their file name when they have
/// none) set apart from their neighbours, backslash escapes, entity
/// references, emoji shortcodes (`:heart:` as ❤️, unknown ones as written), hard line breaks, and HTML tags removed
/// (`<br>` becomes a line break, `<img>` an image).
///
/// Soft line breaks become spaces: the renderer reflows paragraphs. Every rule is linear or near-linear in the
/// text: look-ahead (comments, processing instructions, CDATA, declarations, quoted attributes, code spans, link
/// destinations and titles, autolinks) is answered by an `InlineScanIndex` built once, the delimiter search walks a
/// linked list of live delimiters with CommonMark's "openers bottom" (so a failed search is never repeated over the
/// same ground), emphasis is recorded as start and end marks resolved in one final sweep, and brackets are
/// deactivated by a watermark rather than one by one.
struct MarkdownInlineParser {
    /// Link reference definitions by normalised label.
    let references: [String: String]
    /// Whether a link's address follows its text.
    let showsAddresses: Bool
    /// Where relative link addresses lead; `nil` shows them as written.
    var linkBase: MarkdownLinkBase?

    /// One piece of the text while parsing: literal text, or a delimiter run that may become emphasis.
    private struct Node {
        var text: String
        var marks: MarkdownSpan.Marks = []
        var delimiter: Character?
        var canOpen = false
        var canClose = false
        /// Emphasis that starts at this node (one entry per match).
        var markStarts: [MarkdownSpan.Marks] = []
        /// Emphasis that ends just before this node.
        var markEnds: [MarkdownSpan.Marks] = []
    }

    /// The spans of `text`, merged where neighbours share their marks.
    func spans(_ text: String) -> [MarkdownSpan] {
        if !text.utf8.contains(where: Self.mayStartMarkup) {
            return text.isEmpty ? [] : [MarkdownSpan(text: text, marks: [])]
        }
        let characters = Array(text)
        var scan = InlineScanIndex(characters)
        var nodes: [Node] = []
        var brackets: [(node: Int, isImage: Bool)] = []
        /// Link openers below this count in `brackets` are inactive (a link may not contain a link).
        var activeLinksFrom = 0
        var literal = ""
        var index = 0
        func flush() {
            if !literal.isEmpty {
                nodes.append(Node(text: literal))
                literal = ""
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character.utf8.count == 1, let byte = character.utf8.first, !Self.mayStartMarkup(byte) {
                // Most characters are one byte that starts no markup: one test of the byte instead of comparing
                // the whole Character with each case below.
                literal.append(character)
                index += 1
                continue
            }
            switch character {
            case "\\":
                if index + 1 < characters.count, characters[index + 1].isASCII,
                    characters[index + 1].isPunctuationOrSymbol
                {
                    literal.append(characters[index + 1])
                    index += 2
                } else if index + 1 < characters.count, characters[index + 1] == "\n" {
                    flush()
                    nodes.append(Node(text: "\n"))
                    index += 2
                } else {
                    literal.append("\\")
                    index += 1
                }
            case "`":
                let run = Self.run(of: "`", in: characters, at: index)
                if let close = scan.nextBacktickRun(length: run, from: index + run) {
                    flush()
                    var code = String(characters[(index + run)..<close]).replacingLineBreaks()
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    nodes.append(Node(text: code, marks: .code))
                    index = close + run
                } else {
                    literal += String(repeating: "`", count: run)
                    index += run
                }
            case "*", "_", "~":
                let run = Self.run(of: character, in: characters, at: index)
                if character == "~", run != 2 {
                    literal += String(repeating: "~", count: run)
                    index += run
                    continue
                }
                flush()
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + run < characters.count ? characters[index + run] : " "
                let leftFlanking =
                    !after.isMarkdownWhitespace
                    && (!after.isMarkdownPunctuation || before.isMarkdownWhitespace || before.isMarkdownPunctuation)
                let rightFlanking =
                    !before.isMarkdownWhitespace
                    && (!before.isMarkdownPunctuation || after.isMarkdownWhitespace || after.isMarkdownPunctuation)
                var node = Node(text: String(repeating: character, count: run), delimiter: character)
                if character == "_" {
                    node.canOpen = leftFlanking && (!rightFlanking || before.isMarkdownPunctuation)
                    node.canClose = rightFlanking && (!leftFlanking || after.isMarkdownPunctuation)
                } else {
                    node.canOpen = leftFlanking
                    node.canClose = rightFlanking
                }
                nodes.append(node)
                index += run
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                flush()
                nodes.append(Node(text: "!["))
                brackets.append((nodes.count - 1, true))
                index += 2
            case "[":
                flush()
                nodes.append(Node(text: "["))
                brackets.append((nodes.count - 1, false))
                index += 1
            case "]":
                flush()
                guard let opener = brackets.popLast() else {
                    literal.append("]")
                    index += 1
                    continue
                }
                let isActive = opener.isImage || brackets.count >= activeLinksFrom
                activeLinksFrom = min(activeLinksFrom, brackets.count)
                guard isActive,
                    let target = linkTarget(
                        characters, after: index, scan: &scan,
                        label: { [nodes] in Self.label(of: nodes[(opener.node + 1)...]) })
                else {
                    literal.append("]")
                    index += 1
                    continue
                }
                processEmphasis(&nodes, above: opener.node)
                var inner = Array(nodes[(opener.node + 1)...])
                nodes.removeSubrange(opener.node...)
                if opener.isImage {
                    Self.appendImage(alt: inner.map(\.text).joined(), source: target.url, to: &nodes)
                } else {
                    for position in inner.indices {
                        inner[position].marks.insert(.link)
                        inner[position].delimiter = nil
                    }
                    nodes += inner
                    let address = linkBase?.resolved(target.url) ?? target.url
                    if showsAddresses, !address.isEmpty, address != inner.map(\.text).joined() {
                        nodes.append(Node(text: " (\(address))", marks: [.note, .address]))
                    }
                    activeLinksFrom = brackets.count
                }
                index = target.end
            case "<":
                if let autolink = Self.autolink(characters, at: index, scan: &scan) {
                    flush()
                    nodes.append(Node(text: autolink.text, marks: .link))
                    index = autolink.end
                } else if let tag = Self.htmlTag(characters, at: index, scan: &scan) {
                    flush()
                    switch tag.replacement {
                    case .lineBreak: nodes.append(Node(text: "\n"))
                    case .image(let alt, let source): Self.appendImage(alt: alt, source: source, to: &nodes)
                    case nil: break
                    }
                    index = tag.end
                } else {
                    literal.append("<")
                    index += 1
                }
            case ":":
                if let shortcode = Self.shortcode(characters, at: index) {
                    literal += shortcode.emoji
                    index = shortcode.end
                } else {
                    literal.append(":")
                    index += 1
                }
            case "&":
                if let entity = MarkdownEntity.decode(characters, at: index) {
                    literal += entity.text
                    index = entity.end
                } else {
                    literal.append("&")
                    index += 1
                }
            case "\n":
                var trailing = 0
                while literal.hasSuffix(" ") {
                    literal.removeLast()
                    trailing += 1
                }
                flush()
                nodes.append(Node(text: trailing >= 2 ? "\n" : " "))
                index += 1
                while index < characters.count, characters[index] == " " { index += 1 }
            default:
                literal.append(character)
                index += 1
            }
        }
        flush()
        processEmphasis(&nodes, above: -1)
        return Self.merged(nodes)
    }

    /// Matches delimiter runs above `bottom` into emphasis (CommonMark's process-emphasis), innermost first;
    /// unmatched delimiters stay as literal text. The live delimiters form a linked list, so a search never walks
    /// over text or over delimiters already used or removed; a match records where its emphasis starts and ends.
    private func processEmphasis(_ nodes: inout [Node], above bottom: Int) {
        let list = ((bottom + 1)..<nodes.count).filter { nodes[$0].delimiter != nil && !nodes[$0].text.isEmpty }
        var previous = Array(-1..<(list.count - 1))
        var next = Array(1..<(list.count + 1))
        func unlink(_ position: Int) {
            if previous[position] >= 0 { next[previous[position]] = next[position] }
            if next[position] < list.count { previous[next[position]] = previous[position] }
        }
        var openersBottom: [String: Int] = [:]
        var current = 0
        while current < list.count {
            let closerIndex = list[current]
            let closer = nodes[closerIndex]
            guard let symbol = closer.delimiter, closer.canClose, !closer.text.isEmpty else {
                current = next[current]
                continue
            }
            let closerLength = closer.text.utf8.count
            let searchKey = "\(symbol)\(closerLength % 3)\(closer.canOpen)"
            let floor = openersBottom[searchKey] ?? -1
            var candidate = previous[current]
            var found: Int?
            while candidate > floor {
                let opener = nodes[list[candidate]]
                if opener.delimiter == symbol, opener.canOpen, !opener.text.isEmpty {
                    let openerLength = opener.text.utf8.count
                    let sum = openerLength + closerLength
                    let ruleOfThree =
                        (opener.canClose || closer.canOpen) && sum % 3 == 0
                        && !(openerLength % 3 == 0 && closerLength % 3 == 0)
                    let tildeMismatch = symbol == "~" && openerLength != closerLength
                    if !ruleOfThree && !tildeMismatch {
                        found = candidate
                        break
                    }
                }
                candidate = previous[candidate]
            }
            guard let openerPosition = found else {
                openersBottom[searchKey] = previous[current]
                let following = next[current]
                if !closer.canOpen {
                    nodes[closerIndex].delimiter = nil
                    unlink(current)
                }
                current = following
                continue
            }
            let opener = list[openerPosition]
            let openerLength = nodes[opener].text.utf8.count
            let used = symbol == "~" ? 2 : min(2, min(openerLength, closerLength))
            let mark: MarkdownSpan.Marks = symbol == "~" ? .deleted : used == 2 ? .strong : .emphasis
            nodes[opener + 1].markStarts.append(mark)
            nodes[closerIndex].markEnds.append(mark)
            var between = next[openerPosition]
            while between != current {
                nodes[list[between]].delimiter = nil
                between = next[between]
            }
            next[openerPosition] = current
            previous[current] = openerPosition
            nodes[opener].text.removeLast(used)
            nodes[closerIndex].text.removeLast(used)
            if nodes[opener].text.isEmpty {
                nodes[opener].delimiter = nil
                unlink(openerPosition)
            }
            if nodes[closerIndex].text.isEmpty {
                nodes[closerIndex].delimiter = nil
                let following = next[current]
                unlink(current)
                current = following
            }
        }
    }

    /// What follows `]` at `index`: `(url "title")`, `[label]`, `[]` or nothing (a shortcut reference).
    private func linkTarget(
        _ characters: [Character], after index: Int, scan: inout InlineScanIndex, label: () -> String?
    ) -> (url: String, end: Int)? {
        let next = index + 1
        if next < characters.count, characters[next] == "(",
            let inline = inlineTarget(characters, from: next + 1, scan: &scan)
        {
            return inline
        }
        return referenceTarget(characters, after: index, scan: &scan, label: label)
    }

    /// `(url "title")` from just after its parenthesis, or `nil` when it is not one. Where the destination and the
    /// title end comes from `scan`; the address is only copied once the whole target is known to be one.
    private func inlineTarget(_ characters: [Character], from start: Int, scan: inout InlineScanIndex) -> (
        url: String, end: Int
    )? {
        var position = start
        while position < characters.count, characters[position] == " " || characters[position] == "\n" {
            position += 1
        }
        let destination: Range<Int>
        let isBracketed = position < characters.count && characters[position] == "<"
        if isBracketed {
            let close = scan.next(">", from: position + 1)
            let lineEnd = scan.next("\n", from: position + 1)
            guard let close, close < (lineEnd ?? characters.count) else { return nil }
            destination = (position + 1)..<close
            position = close + 1
        } else {
            let ends = [
                scan.next(" ", from: position), scan.next("\n", from: position),
                scan.unbalancedClosingParenthesis(from: position),
            ]
            let end = ends.compactMap { $0 }.min() ?? characters.count
            destination = position..<end
            position = end
        }
        while position < characters.count, characters[position] == " " || characters[position] == "\n" {
            position += 1
        }
        if position < characters.count, "\"'(".contains(characters[position]) {
            let close: Character = characters[position] == "(" ? ")" : characters[position]
            guard let end = scan.next(String(close), from: position + 1) else { return nil }
            position = end + 1
            while position < characters.count, characters[position] == " " || characters[position] == "\n" {
                position += 1
            }
        }
        guard position < characters.count, characters[position] == ")" else { return nil }
        var url = ""
        var index = destination.lowerBound
        while index < destination.upperBound {
            if !isBracketed, characters[index] == "\\", index + 1 < destination.upperBound,
                characters[index + 1].isMarkdownPunctuation
            {
                index += 1
            }
            url.append(characters[index])
            index += 1
        }
        return (url, position + 1)
    }

    /// `[label]`, `[]` or nothing (a shortcut) after `]` at `index`, found among the reference definitions.
    private func referenceTarget(
        _ characters: [Character], after index: Int, scan: inout InlineScanIndex, label: () -> String?
    ) -> (url: String, end: Int)? {
        guard !references.isEmpty else { return nil }
        let next = index + 1
        if next < characters.count, characters[next] == "[" {
            guard let close = scan.next("]", from: next + 1) else { return nil }
            let inner = String(characters[(next + 1)..<close])
            guard let text = inner.isEmpty ? label() : inner, let url = references[MarkdownParser.normalizedLabel(text)]
            else { return nil }
            return (url, close + 1)
        }
        guard let text = label(), let url = references[MarkdownParser.normalizedLabel(text)] else { return nil }
        return (url, next)
    }

    /// `<scheme:...>` or `<user@host>`: the address as link text.
    private static func autolink(_ characters: [Character], at index: Int, scan: inout InlineScanIndex) -> (
        text: String, end: Int
    )? {
        guard let close = scan.next(">", from: index + 1), close - index <= 2048, close > index + 1 else { return nil }
        // Checked through the index before the address is copied: a run of `<` costs no copy per `<`.
        for forbidden in [" ", "<", "\n"] where (scan.next(forbidden, from: index + 1) ?? close) < close {
            return nil
        }
        let inner = String(characters[(index + 1)..<close])
        if let colon = inner.firstIndex(of: ":") {
            let scheme = inner[..<colon]
            guard (2...32).contains(scheme.count), scheme.first?.isLetter ?? false,
                scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
            else { return nil }
            return (inner, close + 1)
        }
        let local = inner.prefix { $0 != "@" }
        let host = inner.dropFirst(local.count + 1)
        if !local.isEmpty, !host.isEmpty,
            local.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".!#$%&'*+/=?^_`{|}~-".contains($0)) }),
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
        {
            return (inner, close + 1)
        }
        return nil
    }

    /// What an HTML tag is shown as: `<br>` a line break, `<img>` its picture (its alt text or file name).
    private enum TagReplacement {
        case lineBreak
        case image(alt: String, source: String)
    }

    /// An HTML tag, comment, processing instruction, declaration or CDATA section at `index` (as CommonMark's
    /// raw HTML defines them), and what replaces it (`<br>`: a line break; `<img>`: the picture); `nil` shows
    /// nothing.
    private static func htmlTag(_ characters: [Character], at index: Int, scan: inout InlineScanIndex) -> (
        replacement: TagReplacement?, end: Int
    )? {
        for (opening, closing) in [("<!--", "-->"), ("<?", "?>"), ("<![CDATA[", "]]>")]
        where characters[index...].starts(with: opening) {
            if opening == "<!--", characters[(index + 4)...].starts(with: ">") { return (nil, index + 5) }
            if opening == "<!--", characters[(index + 4)...].starts(with: "->") { return (nil, index + 6) }
            guard let end = scan.next(closing, from: index + opening.count) else { return nil }
            return (nil, end + closing.count)
        }
        if characters[index...].starts(with: "<!"), index + 2 < characters.count, characters[index + 2].isASCII,
            characters[index + 2].isLetter
        {
            guard let close = scan.next(">", from: index) else { return nil }
            return (nil, close + 1)
        }
        var position = index + 1
        let isClosing = position < characters.count && characters[position] == "/"
        if isClosing { position += 1 }
        guard position < characters.count, characters[position].isASCII, characters[position].isLetter else {
            return nil
        }
        let nameStart = position
        while position < characters.count, characters[position].isASCII,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "-"
        {
            position += 1
        }
        let name = String(characters[nameStart..<position]).lowercased()
        func skipWhitespace() -> Bool {
            let before = position
            while position < characters.count, characters[position] == " " || characters[position] == "\n" {
                position += 1
            }
            return position > before
        }
        if isClosing {
            _ = skipWhitespace()
            guard position < characters.count, characters[position] == ">" else { return nil }
            return (nil, position + 1)
        }
        var alt = ""
        var source = ""
        while true {
            let hadSpace = skipWhitespace()
            guard position < characters.count else { return nil }
            if characters[position] == ">" { break }
            if characters[position] == "/" {
                guard position + 1 < characters.count, characters[position + 1] == ">" else { return nil }
                position += 1
                break
            }
            guard hadSpace, characters[position].isASCII,
                characters[position].isLetter || characters[position] == "_" || characters[position] == ":"
            else { return nil }
            let attributeStart = position
            while position < characters.count, characters[position].isASCII,
                characters[position].isLetter || characters[position].isNumber || "_.:-".contains(characters[position])
            {
                position += 1
            }
            let attribute = String(characters[attributeStart..<position]).lowercased()
            let beforeEquals = position
            _ = skipWhitespace()
            guard position < characters.count, characters[position] == "=" else {
                position = beforeEquals
                continue
            }
            position += 1
            _ = skipWhitespace()
            guard position < characters.count else { return nil }
            var value = ""
            if characters[position] == "\"" || characters[position] == "'" {
                guard let close = scan.next(String(characters[position]), from: position + 1) else { return nil }
                value = String(characters[(position + 1)..<close])
                position = close + 1
            } else {
                while position < characters.count, !" \n\"'=<>`".contains(characters[position]) {
                    value.append(characters[position])
                    position += 1
                }
                guard !value.isEmpty else { return nil }
            }
            if attribute == "alt" { alt = value }
            if attribute == "src" { source = value }
        }
        if name == "br" { return (.lineBreak, position + 1) }
        if name == "img" { return (.image(alt: alt, source: source), position + 1) }
        return (nil, position + 1)
    }

    /// Appends an image as the terminal shows it: its alt text (entities decoded), or when it has none the file
    /// name of `source` (`logo.svg`), dimmed, with a space on either side so that neighbouring images and words stay
    /// apart (the wrapping collapses the spaces where there is one already).
    private static func appendImage(alt: String, source: String, to nodes: inout [Node]) {
        var shown = decodingEntities(alt).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        if shown.isEmpty { shown = fileName(of: source) }
        nodes.append(Node(text: " "))
        nodes.append(Node(text: shown, marks: .note))
        nodes.append(Node(text: " "))
    }

    /// The last path segment of an image's address, without its query or fragment (`image` when there is none).
    static func fileName(of source: String) -> String {
        let path = source.prefix { $0 != "?" && $0 != "#" }
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "image" : name
    }

    /// `text` with its entity references (`&amp;`, `&#39;`) decoded.
    private static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let characters = Array(text)
        var decoded = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "&", let entity = MarkdownEntity.decode(characters, at: index) {
                decoded += entity.text
                index = entity.end
            } else {
                decoded.append(characters[index])
                index += 1
            }
        }
        return decoded
    }

    /// The longest shortcode name GitHub knows is 40 characters; looking no further keeps each `:` a bounded cost.
    private static let longestShortcode = 40

    /// `:name:` at `index` when `name` is a shortcode GitHub knows (`:heart:`), with the emoji it stands for;
    /// `nil` for an unknown name, which stays as written, and for one inside a word or a number (`10:100:20`).
    private static func shortcode(_ characters: [Character], at index: Int) -> (emoji: String, end: Int)? {
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        var end = index + 1
        while end < characters.count, end - index <= longestShortcode + 1, characters[end].isShortcodeCharacter {
            end += 1
        }
        guard end > index + 1, end < characters.count, characters[end] == ":",
            end + 1 == characters.count || !(characters[end + 1].isLetter || characters[end + 1].isNumber),
            let emoji = EmojiShortcodes.emoji(named: String(characters[(index + 1)..<end]))
        else { return nil }
        return (emoji, end + 1)
    }

    /// The text of a link label's nodes, or `nil` beyond CommonMark's 999 characters (so a hostile run of brackets
    /// costs no more than that per bracket).
    private static func label(of nodes: ArraySlice<Node>) -> String? {
        var text = ""
        for node in nodes {
            text += node.text
            if text.utf8.count > 999 { return nil }
        }
        return text
    }

    private static func run(of character: Character, in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == character { end += 1 }
        return end - index
    }

    /// Whether a byte can begin inline markup (text without any of these is one plain span).
    private static func mayStartMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"),
            UInt8(ascii: ":"), UInt8(ascii: "\n"):
            true
        default: false
        }
    }

    /// Nodes as spans, each with its own marks and the emphasis open over it, neighbours with the same marks
    /// joined.
    private static func merged(_ nodes: [Node]) -> [MarkdownSpan] {
        var spans: [MarkdownSpan] = []
        let emphasisMarks: [MarkdownSpan.Marks] = [.strong, .emphasis, .deleted]
        var open = [0, 0, 0]
        for node in nodes {
            for (index, mark) in emphasisMarks.enumerated() {
                open[index] += node.markStarts.count { $0 == mark } - node.markEnds.count { $0 == mark }
            }
            guard !node.text.isEmpty else { continue }
            var marks = node.marks
            for (index, mark) in emphasisMarks.enumerated() where open[index] > 0 { marks.insert(mark) }
            if let last = spans.last, last.marks == marks, node.text != "\n", last.text != "\n" {
                spans[spans.count - 1].text += node.text
            } else {
                spans.append(MarkdownSpan(text: node.text, marks: marks))
            }
        }
        return spans
    }
}

extension Character {
    /// Unicode whitespace, or the start or end of the text (passed as a space).
    fileprivate var isMarkdownWhitespace: Bool { isWhitespace }

    /// ASCII punctuation or a Unicode punctuation or symbol character, as CommonMark's flanking rules count them.
    fileprivate var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }

    /// A character a shortcode's name may hold: ASCII lower-case letters, digits, `_`, `+` and `-`.
    fileprivate var isShortcodeCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z"))
            || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
            || ascii == UInt8(ascii: "_") || ascii == UInt8(ascii: "+") || ascii == UInt8(ascii: "-")
    }

    /// ASCII punctuation that a backslash may escape.
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}

extension String {
    /// Line breaks inside a code span read as spaces.
    fileprivate func replacingLineBreaks() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
