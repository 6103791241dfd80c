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
        /// The delimiter's byte (`*`, `_` or `~`), while the node may still open or close emphasis.
        var delimiter: UInt8?
        var canOpen = false
        var canClose = false
        /// Emphasis that starts at this node (one entry per match).
        var markStarts: [MarkdownSpan.Marks] = []
        /// Emphasis that ends just before this node.
        var markEnds: [MarkdownSpan.Marks] = []

        /// Whether the node is a hard line break, `"\n"` alone (its bytes compared, as `MarkdownSpan.isLineBreak` does).
        var isLineBreak: Bool {
            text.utf8.count == 1 && text.utf8.first == UInt8(ascii: "\n")
        }
    }

    /// The spans of `text`, merged where neighbours share their marks.
    func spans(_ text: String) -> [MarkdownSpan] {
        // Over the string's contiguous bytes: `utf8.contains(where:)` steps the view's iterator a byte at a time.
        if text.allUTF8Bytes(satisfy: { !Self.mayStartMarkup($0) }) {
            return text.isEmpty ? [] : [MarkdownSpan(text: text, marks: [])]
        }
        let source = InlineText(text)
        var scan = InlineScanIndex(source)
        // Room for the nodes of a typical text (a few links and emphases) at once, rather than grown from one.
        var nodes: [Node] = []
        nodes.reserveCapacity(16)
        var brackets: [(node: Int, isImage: Bool)] = []
        /// Whether a delimiter run was read: without one, emphasis has nothing to match (most links and texts).
        var hasDelimiters = false
        /// Link openers below this count in `brackets` are inactive (a link may not contain a link).
        var activeLinksFrom = 0
        /// The literal text since the last node, as UTF-8.
        var literal: [UInt8] = []
        literal.reserveCapacity(min(text.utf8.count, 256))
        var index = 0
        func flush() {
            if !literal.isEmpty {
                nodes.append(Node(text: String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        func appendLiteral(_ range: Range<Int>) {
            literal.append(contentsOf: source.utf8(range))
        }
        while index < source.count {
            let code = source[index]
            guard Self.mayStartMarkup(code) else {
                // Text that starts no markup (any cluster but the bytes below) is copied a stretch at a time.
                var end = index + 1
                while end < source.count, !Self.mayStartMarkup(source[end]) { end += 1 }
                appendLiteral(index..<end)
                index = end
                continue
            }
            switch code {
            case .backslash:
                if index + 1 < source.count, source[index + 1].isASCIIPunctuationOrSymbol {
                    appendLiteral((index + 1)..<(index + 2))
                    index += 2
                } else if index + 1 < source.count, source[index + 1] == .lineFeed {
                    flush()
                    nodes.append(Node(text: "\n"))
                    index += 2
                } else {
                    literal.append(.backslash)
                    index += 1
                }
            case .backtick:
                let run = Self.run(of: .backtick, in: source, at: index)
                if let close = scan.nextBacktickRun(length: run, from: index + run) {
                    flush()
                    nodes.append(Node(text: Self.codeSpan(source, (index + run)..<close), marks: .code))
                    index = close + run
                } else {
                    literal += repeatElement(.backtick, count: run)
                    index += run
                }
            case .asterisk, .underscore, .tilde:
                let run = Self.run(of: code, in: source, at: index)
                if code == .tilde, run != 2 {
                    literal += repeatElement(.tilde, count: run)
                    index += run
                    continue
                }
                flush()
                // The start and the end of the text count as whitespace.
                let hasBefore = index > 0
                let hasAfter = index + run < source.count
                let beforeIsWhitespace = !hasBefore || source.isWhitespace(at: index - 1)
                let beforeIsPunctuation = hasBefore && source.isPunctuationOrSymbol(at: index - 1)
                let afterIsWhitespace = !hasAfter || source.isWhitespace(at: index + run)
                let afterIsPunctuation = hasAfter && source.isPunctuationOrSymbol(at: index + run)
                let leftFlanking =
                    !afterIsWhitespace && (!afterIsPunctuation || beforeIsWhitespace || beforeIsPunctuation)
                let rightFlanking =
                    !beforeIsWhitespace && (!beforeIsPunctuation || afterIsWhitespace || afterIsPunctuation)
                // The run's text made by repeating a one-scalar string: decoding a `repeatElement` of the byte asks at
                // run time whether it has contiguous bytes, a failed type lookup of about a third of a millisecond.
                let text = String(repeating: String(Unicode.Scalar(code)), count: run)
                var node = Node(text: text, delimiter: code)
                if code == .underscore {
                    node.canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
                    node.canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
                } else {
                    node.canOpen = leftFlanking
                    node.canClose = rightFlanking
                }
                nodes.append(node)
                hasDelimiters = true
                index += run
            case .exclamationMark where index + 1 < source.count && source[index + 1] == .leftSquareBracket:
                flush()
                nodes.append(Node(text: "!["))
                brackets.append((nodes.count - 1, true))
                index += 2
            case .leftSquareBracket:
                flush()
                nodes.append(Node(text: "["))
                brackets.append((nodes.count - 1, false))
                index += 1
            case .rightSquareBracket:
                flush()
                guard let opener = brackets.popLast() else {
                    literal.append(.rightSquareBracket)
                    index += 1
                    continue
                }
                let isActive = opener.isImage || brackets.count >= activeLinksFrom
                activeLinksFrom = min(activeLinksFrom, brackets.count)
                guard isActive,
                    let target = linkTarget(
                        source, after: index, scan: &scan,
                        label: { [nodes] in Self.label(of: nodes[(opener.node + 1)...]) })
                else {
                    literal.append(.rightSquareBracket)
                    index += 1
                    continue
                }
                if hasDelimiters { processEmphasis(&nodes, above: opener.node) }
                if opener.isImage {
                    let alt = nodes[(opener.node + 1)...].map(\.text).joined()
                    nodes.removeSubrange(opener.node...)
                    Self.appendImage(alt: alt, source: target.url, to: &nodes)
                } else {
                    // The link's text is the nodes after its `[`, marked where they stand.
                    nodes.remove(at: opener.node)
                    for position in opener.node..<nodes.count {
                        nodes[position].marks.insert(.link)
                        nodes[position].delimiter = nil
                    }
                    let address = linkBase?.resolved(target.url) ?? target.url
                    if showsAddresses, !address.isEmpty, !Self.text(of: nodes[opener.node...], is: address) {
                        nodes.append(Node(text: " (\(address))", marks: [.note, .address]))
                    }
                    activeLinksFrom = brackets.count
                }
                index = target.end
            case .lessThanSign:
                if let autolink = Self.autolink(source, at: index, scan: &scan) {
                    flush()
                    nodes.append(Node(text: autolink.text, marks: .link))
                    index = autolink.end
                } else if let tag = Self.htmlTag(source, at: index, scan: &scan) {
                    flush()
                    switch tag.replacement {
                    case .lineBreak: nodes.append(Node(text: "\n"))
                    case .image(let alt, let address): Self.appendImage(alt: alt, source: address, to: &nodes)
                    case nil: break
                    }
                    index = tag.end
                } else {
                    literal.append(.lessThanSign)
                    index += 1
                }
            case .colon:
                if let shortcode = Self.shortcode(source, at: index) {
                    literal += shortcode.emoji.utf8
                    index = shortcode.end
                } else {
                    literal.append(.colon)
                    index += 1
                }
            case .ampersand:
                if let entity = MarkdownEntity.decode(source, at: index) {
                    literal += entity.text.utf8
                    index = entity.end
                } else {
                    literal.append(.ampersand)
                    index += 1
                }
            case .lineFeed:
                var trailing = 0
                while literal.last == .space {
                    literal.removeLast()
                    trailing += 1
                }
                flush()
                nodes.append(Node(text: trailing >= 2 ? "\n" : " "))
                index += 1
                while index < source.count, source[index] == .space { index += 1 }
            default:
                literal.append(code)
                index += 1
            }
        }
        flush()
        if hasDelimiters { processEmphasis(&nodes, above: -1) }
        return Self.merged(nodes)
    }

    /// A code span's text: line breaks read as spaces, and one space stripped from each end when both ends are
    /// spaces (or line breaks) and the span is not all spaces.
    private static func codeSpan(_ source: InlineText, _ range: Range<Int>) -> String {
        func isSpace(_ position: Int) -> Bool { source[position] == .space || source[position] == .lineFeed }
        var content = range
        if content.count >= 2, isSpace(content.lowerBound), isSpace(content.upperBound - 1),
            content.contains(where: { !isSpace($0) })
        {
            content = (content.lowerBound + 1)..<(content.upperBound - 1)
        }
        let bytes = source.utf8(content)
        guard bytes.contains(.lineFeed) else { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        for position in content {
            if source[position] == .lineFeed {
                text.append(.space)
            } else {
                text += source.utf8(position..<(position + 1))
            }
        }
        return String(decoding: text, as: UTF8.self)
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
        /// CommonMark's openers bottom, by the closer's delimiter, its length modulo 3 and whether it can open.
        var openersBottom: [Int: Int] = [:]
        var current = 0
        while current < list.count {
            let closerIndex = list[current]
            let closer = nodes[closerIndex]
            guard let symbol = closer.delimiter, closer.canClose, !closer.text.isEmpty else {
                current = next[current]
                continue
            }
            let closerLength = closer.text.utf8.count
            let searchKey = Int(symbol) * 6 + closerLength % 3 * 2 + (closer.canOpen ? 1 : 0)
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
                    let tildeMismatch = symbol == .tilde && openerLength != closerLength
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
            let used = symbol == .tilde ? 2 : min(2, min(openerLength, closerLength))
            let mark: MarkdownSpan.Marks = symbol == .tilde ? .deleted : used == 2 ? .strong : .emphasis
            nodes[opener + 1].markStarts.append(mark)
            nodes[closerIndex].markEnds.append(mark)
            var between = next[openerPosition]
            while between != current {
                nodes[list[between]].delimiter = nil
                between = next[between]
            }
            next[openerPosition] = current
            previous[current] = openerPosition
            // A delimiter run's text is its delimiter repeated, made again shorter: removing `Character`s from the
            // end of a `String` costs a thousand instructions or so.
            let delimiter = String(Unicode.Scalar(symbol))
            nodes[opener].text = String(repeating: delimiter, count: openerLength - used)
            nodes[closerIndex].text = String(repeating: delimiter, count: closerLength - used)
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

    /// Whether the joined text of `nodes` is `text`, as `==` on strings tells: their bytes are compared without
    /// joining them, and only when they differ where a byte beyond ASCII stands (where canonically equivalent text
    /// may be spelled otherwise) are they joined and compared as strings.
    private static func text(of nodes: ArraySlice<Node>, is text: String) -> Bool {
        // Most link texts are one node, compared as strings at once.
        if nodes.count == 1, let node = nodes.first { return node.text == text }
        var expected = text.utf8.makeIterator()
        var isASCII = true
        var isSame = true
        for node in nodes where isSame {
            for byte in node.text.utf8 {
                guard let other = expected.next(), other == byte else {
                    isSame = false
                    break
                }
                isASCII = isASCII && byte < 0x80
            }
        }
        if isSame, expected.next() == nil { return true }
        if isASCII, text.allUTF8Bytes(satisfy: UTF8.isASCII),
            nodes.allSatisfy({ $0.text.allUTF8Bytes(satisfy: UTF8.isASCII) })
        {
            return false
        }
        return nodes.map(\.text).joined() == text
    }

    /// What follows `]` at `index`: `(url "title")`, `[label]`, `[]` or nothing (a shortcut reference).
    private func linkTarget(
        _ source: InlineText, after index: Int, scan: inout InlineScanIndex, label: () -> String?
    ) -> (url: String, end: Int)? {
        let next = index + 1
        if next < source.count, source[next] == .leftParenthesis,
            let inline = inlineTarget(source, from: next + 1, scan: &scan)
        {
            return inline
        }
        return referenceTarget(source, after: index, scan: &scan, label: label)
    }

    /// `(url "title")` from just after its parenthesis, or `nil` when it is not one. Where the destination and the
    /// title end comes from `scan`; the address is only copied once the whole target is known to be one.
    private func inlineTarget(_ source: InlineText, from start: Int, scan: inout InlineScanIndex) -> (
        url: String, end: Int
    )? {
        func skipSpacesAndLineBreaks(from position: Int) -> Int {
            var position = position
            while position < source.count, source[position] == .space || source[position] == .lineFeed {
                position += 1
            }
            return position
        }
        var position = skipSpacesAndLineBreaks(from: start)
        let destination: Range<Int>
        let isBracketed = position < source.count && source[position] == .lessThanSign
        if isBracketed {
            let close = scan.next(">", from: position + 1)
            let lineEnd = scan.next("\n", from: position + 1)
            guard let close, close < (lineEnd ?? source.count) else { return nil }
            destination = (position + 1)..<close
            position = close + 1
        } else {
            let end = scan.destinationEnd(from: position)
            destination = position..<end
            position = end
        }
        position = skipSpacesAndLineBreaks(from: position)
        if position < source.count,
            let close = Self.titleClose[source[position]]
        {
            guard let end = scan.next(close, from: position + 1) else { return nil }
            position = skipSpacesAndLineBreaks(from: end + 1)
        }
        guard position < source.count, source[position] == .rightParenthesis else { return nil }
        // The address as written, less the backslash of each escape: copied a stretch between escapes at a time.
        var url: [UInt8] = []
        var stretchStart = destination.lowerBound
        var index = destination.lowerBound
        while index < destination.upperBound {
            if !isBracketed, source[index] == .backslash, index + 1 < destination.upperBound,
                source.isPunctuationOrSymbol(at: index + 1)
            {
                url += source.utf8(stretchStart..<index)
                stretchStart = index + 1
                index += 2
                continue
            }
            index += 1
        }
        url += source.utf8(stretchStart..<destination.upperBound)
        return (String(decoding: url, as: UTF8.self), position + 1)
    }

    /// What closes a link title, by the byte that opens it.
    private static let titleClose: [UInt8: String] = [.quotationMark: "\"", .apostrophe: "'", .leftParenthesis: ")"]

    /// `[label]`, `[]` or nothing (a shortcut) after `]` at `index`, found among the reference definitions.
    private func referenceTarget(
        _ source: InlineText, after index: Int, scan: inout InlineScanIndex, label: () -> String?
    ) -> (url: String, end: Int)? {
        guard !references.isEmpty else { return nil }
        let next = index + 1
        if next < source.count, source[next] == .leftSquareBracket {
            guard let close = scan.next("]", from: next + 1) else { return nil }
            let inner = source.string((next + 1)..<close)
            guard let text = inner.isEmpty ? label() : inner, let url = references[MarkdownParser.normalizedLabel(text)]
            else { return nil }
            return (url, close + 1)
        }
        guard let text = label(), let url = references[MarkdownParser.normalizedLabel(text)] else { return nil }
        return (url, next)
    }

    /// `<scheme:...>` or `<user@host>`: the address as link text.
    private static func autolink(_ source: InlineText, at index: Int, scan: inout InlineScanIndex) -> (
        text: String, end: Int
    )? {
        guard let close = scan.next(">", from: index + 1), close - index <= 2048, close > index + 1 else { return nil }
        // Checked through the index before the address is copied: a run of `<` costs no copy per `<`.
        for forbidden in [" ", "<", "\n"] where (scan.next(forbidden, from: index + 1) ?? close) < close {
            return nil
        }
        let inner = source.string((index + 1)..<close)
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
    private static func htmlTag(_ source: InlineText, at index: Int, scan: inout InlineScanIndex) -> (
        replacement: TagReplacement?, end: Int
    )? {
        for (opening, closing) in [("<!--", "-->"), ("<?", "?>"), ("<![CDATA[", "]]>")]
        where source.hasPrefix(opening, at: index) {
            if opening == "<!--", source.hasPrefix(">", at: index + 4) { return (nil, index + 5) }
            if opening == "<!--", source.hasPrefix("->", at: index + 4) { return (nil, index + 6) }
            guard let end = scan.next(closing, from: index + opening.utf8.count) else { return nil }
            return (nil, end + closing.utf8.count)
        }
        if source.hasPrefix("<!", at: index), index + 2 < source.count, source[index + 2].isASCIILetter {
            guard let close = scan.next(">", from: index) else { return nil }
            return (nil, close + 1)
        }
        var position = index + 1
        let isClosing = position < source.count && source[position] == .slash
        if isClosing { position += 1 }
        guard position < source.count, source[position].isASCIILetter else { return nil }
        let nameStart = position
        while position < source.count,
            source[position].isASCIILetter || source[position].isASCIIDigit || source[position] == .hyphen
        {
            position += 1
        }
        let name = source.string(nameStart..<position).lowercased()
        func skipWhitespace() -> Bool {
            let before = position
            while position < source.count, source[position] == .space || source[position] == .lineFeed {
                position += 1
            }
            return position > before
        }
        if isClosing {
            _ = skipWhitespace()
            guard position < source.count, source[position] == .greaterThanSign else { return nil }
            return (nil, position + 1)
        }
        var alt = ""
        var attributeSource = ""
        while true {
            let hadSpace = skipWhitespace()
            guard position < source.count else { return nil }
            if source[position] == .greaterThanSign { break }
            if source[position] == .slash {
                guard position + 1 < source.count, source[position + 1] == .greaterThanSign else { return nil }
                position += 1
                break
            }
            guard hadSpace, isAttributeNameStart(source[position]) else { return nil }
            let attributeStart = position
            while position < source.count,
                isAttributeNameStart(source[position]) || isAttributeNamePart(source[position])
            {
                position += 1
            }
            let attribute = source.string(attributeStart..<position).lowercased()
            let beforeEquals = position
            _ = skipWhitespace()
            guard position < source.count, source[position] == .equalsSign else {
                position = beforeEquals
                continue
            }
            position += 1
            _ = skipWhitespace()
            guard position < source.count else { return nil }
            let value: String
            if source[position] == .quotationMark || source[position] == .apostrophe {
                let quote = String(decoding: [source[position]], as: UTF8.self)
                guard let close = scan.next(quote, from: position + 1) else { return nil }
                value = source.string((position + 1)..<close)
                position = close + 1
            } else {
                let valueStart = position
                while position < source.count, !isUnquotedValueEnd(source[position]) { position += 1 }
                guard position > valueStart else { return nil }
                value = source.string(valueStart..<position)
            }
            if attribute == "alt" { alt = value }
            if attribute == "src" { attributeSource = value }
        }
        if name == "br" { return (.lineBreak, position + 1) }
        if name == "img" { return (.image(alt: alt, source: attributeSource), position + 1) }
        return (nil, position + 1)
    }

    /// A byte that may start an HTML attribute's name: an ASCII letter, `_` or `:`.
    private static func isAttributeNameStart(_ code: UInt8) -> Bool {
        code.isASCIILetter || code == .underscore || code == .colon
    }

    /// A byte that may follow in an HTML attribute's name besides those that may start one: a digit, `.` or `-`.
    private static func isAttributeNamePart(_ code: UInt8) -> Bool {
        code.isASCIIDigit || code == .fullStop || code == .hyphen
    }

    /// A byte that ends an unquoted attribute value: whitespace, a quote, `=`, `<`, `>` or a backtick.
    private static func isUnquotedValueEnd(_ code: UInt8) -> Bool {
        switch code {
        case .space, .lineFeed, .quotationMark, .apostrophe, .equalsSign, .lessThanSign, .greaterThanSign, .backtick:
            true
        default: false
        }
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
        guard text.utf8.contains(.ampersand) else { return text }
        let source = InlineText(text)
        var decoded: [UInt8] = []
        var index = 0
        while index < source.count {
            if source[index] == .ampersand, let entity = MarkdownEntity.decode(source, at: index) {
                decoded += entity.text.utf8
                index = entity.end
            } else {
                decoded += source.utf8(index..<(index + 1))
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The longest shortcode name GitHub knows is 40 characters; looking no further keeps each `:` a bounded cost.
    private static let longestShortcode = 40

    /// `:name:` at `index` when `name` is a shortcode GitHub knows (`:heart:`), with the emoji it stands for;
    /// `nil` for an unknown name, which stays as written, and for one inside a word or a number (`10:100:20`).
    private static func shortcode(_ source: InlineText, at index: Int) -> (emoji: String, end: Int)? {
        if index > 0, source.isLetterOrNumber(at: index - 1) { return nil }
        var end = index + 1
        while end < source.count, end - index <= longestShortcode + 1, isShortcodeCharacter(source[end]) {
            end += 1
        }
        guard end > index + 1, end < source.count, source[end] == .colon,
            end + 1 == source.count || !source.isLetterOrNumber(at: end + 1),
            let emoji = EmojiShortcodes.emoji(named: source.string((index + 1)..<end))
        else { return nil }
        return (emoji, end + 1)
    }

    /// A byte a shortcode's name may hold: ASCII lower-case letters, digits, `_`, `+` and `-`.
    private static func isShortcodeCharacter(_ code: UInt8) -> Bool {
        (code >= UInt8(ascii: "a") && code <= UInt8(ascii: "z")) || code.isASCIIDigit || code == .underscore
            || code == .plusSign || code == .hyphen
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

    private static func run(of code: UInt8, in source: InlineText, at index: Int) -> Int {
        var end = index
        while end < source.count, source[end] == code { end += 1 }
        return end - index
    }

    /// Whether a byte can begin inline markup (text without any of these is one plain span).
    private static func mayStartMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case .backslash, .backtick, .asterisk, .underscore, .tilde, .exclamationMark, .leftSquareBracket,
            .rightSquareBracket, .lessThanSign, .ampersand, .colon, .lineFeed:
            true
        default: false
        }
    }

    /// Nodes as spans, each with its own marks and the emphasis open over it, neighbours with the same marks
    /// joined.
    /// Counts `mark`, one of the emphasis marks, opened (`by` 1) or closed (`by` -1) in `open`.
    private static func count(
        _ mark: MarkdownSpan.Marks, by change: Int, in open: inout (strong: Int, emphasis: Int, deleted: Int)
    ) {
        if mark == .strong { open.strong += change }
        if mark == .emphasis { open.emphasis += change }
        if mark == .deleted { open.deleted += change }
    }

    private static func merged(_ nodes: [Node]) -> [MarkdownSpan] {
        var spans: [MarkdownSpan] = []
        spans.reserveCapacity(nodes.count)
        // How many of each emphasis are open: strong, emphasis, deleted.
        var open = (strong: 0, emphasis: 0, deleted: 0)
        for node in nodes {
            // Most nodes start and end no emphasis.
            for mark in node.markStarts { Self.count(mark, by: 1, in: &open) }
            for mark in node.markEnds { Self.count(mark, by: -1, in: &open) }
            guard !node.text.isEmpty else { continue }
            var marks = node.marks
            if open.strong > 0 { marks.insert(.strong) }
            if open.emphasis > 0 { marks.insert(.emphasis) }
            if open.deleted > 0 { marks.insert(.deleted) }
            if let last = spans.last, last.marks == marks, !node.isLineBreak, !last.isLineBreak {
                spans[spans.count - 1].text += node.text
            } else {
                spans.append(MarkdownSpan(text: node.text, marks: marks))
            }
        }
        return spans
    }
}
