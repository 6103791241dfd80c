import StyledText

/// Reads the common subset of reStructuredText that READMEs use into the same blocks a Markdown README becomes, so
/// one renderer draws both: section titles, paragraphs, bullet and enumerated lists, literal blocks (`::`), block
/// quotes, the `image`, `figure`, `code-block`/`code`/`sourcecode` directives and admonitions (`note`, `warning`,
/// …), hyperlink targets (`.. _name: address`), image and `replace` substitutions (`|name|`, `|name|_`),
/// transitions (drawn as Markdown's thematic break), and tables kept as written. Other directives show their
/// content; comments are left out. A title's underline may be shorter than the title when it is at least 4 long, as
/// docutils reads it.
///
/// Inline markup (``literal``, `*emphasis*`, `**strong**`, `` `text <address>`_ ``, `name_`, roles) is rewritten as
/// Markdown inline text, everything else escaped, so the Markdown inline parser renders it. Every step is one pass
/// over the lines, and nesting deeper than `maximumDepth` is read flat.
struct RestructuredTextParser {
    /// The deepest nesting of indented blocks read as structure; deeper text is read as plain paragraphs.
    static let maximumDepth = 16

    private var targets: [String: String] = [:]
    /// Substitution definitions (`.. |name| image:: …`, `.. |name| replace:: …`) by normalised name, as Markdown.
    private var substitutions: [String: String] = [:]
    private var titleStyles: [String] = []

    /// The blocks of `text` (already sanitised, tabs expanded).
    mutating func parse(_ text: String) -> [MarkdownBlock] {
        let lines = text.lineFeedSeparatedLines.map { $0.trimmingTrailingSpaces() }
        collectTargets(lines)
        collectSubstitutions(lines)
        return blocks(lines[...], depth: 0)
    }

    /// Substitution definitions anywhere in the document: an image (its `:alt:`, the name when it has none, and its
    /// `:target:`) or replacement text. Each line is read as the head of one definition and as an option of at most
    /// the one above it.
    private mutating func collectSubstitutions(_ lines: [String]) {
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(".. |"), let close = trimmed.dropFirst(4).firstIndex(of: "|") else { continue }
            let name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<close])
            let definition = trimmed[trimmed.index(after: close)...].trimmingSpaces()
            var options: [String: String] = [:]
            for option in lines[(index + 1)...].prefix(while: { $0.first == " " && $0.trimmingSpaces().hasPrefix(":") })
            {
                let body = option.trimmingSpaces().dropFirst()
                guard let end = body.firstIndex(of: ":") else { break }
                options[String(body[..<end])] = body[body.index(after: end)...].trimmingSpaces()
            }
            let key = Self.normalized(name)
            if definition.hasPrefix("image::") {
                let source = definition.dropFirst(7).trimmingSpaces()
                let picture = "![\(Self.escaped(options["alt"] ?? name))](<\(source)>)"
                substitutions[key] = options["target"].map { "[\(picture)](<\($0)>)" } ?? picture
            } else if definition.hasPrefix("replace::") {
                substitutions[key] = inline(definition.dropFirst(9).trimmingSpaces())
            }
        }
    }

    /// Hyperlink targets anywhere in the document (`.. _name: address`), so a reference may come before its target.
    private mutating func collectTargets(_ lines: [String]) {
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(".. _"), let colon = trimmed.dropFirst(4).firstIndex(of: ":") else { continue }
            var name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<colon])
            if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            let address = trimmed[trimmed.index(after: colon)...].trimmingSpaces()
            if !address.isEmpty { targets[Self.normalized(name)] = address }
        }
    }

    private mutating func blocks(_ lines: ArraySlice<String>, depth: Int) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if line.isBlank {
                index += 1
                continue
            }
            if let (block, next) = sectionTitle(lines, at: index) {
                result.append(block)
                index = next
                continue
            }
            if Self.isTransition(lines, at: index) {
                result.append(.thematicBreak)
                index += 1
                continue
            }
            if line.hasPrefix(".. ") || line == ".." {
                let (parsed, next) = directive(lines, at: index, depth: depth)
                result += parsed
                index = next
                continue
            }
            if line.first == " " {
                let (body, next) = indentedBlock(lines, from: index, minimumIndent: 1)
                result.append(
                    depth < Self.maximumDepth
                        ? .quote(blocks(Self.dedented(body)[...], depth: depth + 1)) : .code(Self.dedented(body)))
                index = next
                continue
            }
            if Self.isTableBorder(line) {
                var end = index
                while end < lines.endIndex, !lines[end].isBlank { end += 1 }
                result.append(.code(Array(lines[index..<end])))
                index = end
                continue
            }
            if let marker = Self.listMarker(line) {
                let (list, next) = self.list(lines, at: index, first: marker, depth: depth)
                result.append(list)
                index = next
                continue
            }
            let (paragraph, next) = self.paragraph(lines, at: index, depth: depth)
            result += paragraph
            index = next
        }
        return result
    }

    /// A title underlined (and perhaps overlined) with one punctuation character at least as long as the title;
    /// its level follows the order in which the document first uses each style.
    private mutating func sectionTitle(_ lines: ArraySlice<String>, at index: Int) -> (MarkdownBlock, Int)? {
        let line = lines[index]
        if Self.isAdornment(line), index + 2 < lines.endIndex, lines[index + 2] == line,
            !lines[index + 1].isBlank,
            line.count >= 4 || DisplayWidth.of(lines[index + 1].trimmingSpaces()) <= line.count
        {
            return (heading(lines[index + 1].trimmingSpaces(), style: "over" + String(line.first ?? "=")), index + 3)
        }
        guard line.first != " ", index + 1 < lines.endIndex else { return nil }
        let under = lines[index + 1]
        // As docutils reads it: an underline shorter than the title still makes a title when it is 4 or longer.
        guard Self.isAdornment(under), under.count >= 4 || under.count >= DisplayWidth.of(line), !Self.isAdornment(line)
        else { return nil }
        return (heading(line, style: String(under.first ?? "=")), index + 2)
    }

    private mutating func heading(_ title: String, style: String) -> MarkdownBlock {
        if !titleStyles.contains(style) { titleStyles.append(style) }
        let level = min(6, (titleStyles.firstIndex(of: style) ?? 0) + 1)
        return .heading(level: level, text: inline(title))
    }

    /// A paragraph: lines up to a blank one. One ending in `::` introduces the literal block after it.
    private mutating func paragraph(
        _ lines: ArraySlice<String>, at index: Int, depth: Int
    ) -> ([MarkdownBlock], Int) {
        var end = index
        while end < lines.endIndex, !lines[end].isBlank, end == index || lines[end].first != " " {
            end += 1
        }
        var text = lines[index..<end].map { $0.trimmingSpaces() }.joined(separator: "\n")
        guard text.hasSuffix("::") else { return ([.paragraph(inline(text))], end) }
        text.removeLast(text.hasSuffix(" ::") || text == "::" ? (text == "::" ? 2 : 3) : 1)
        var result: [MarkdownBlock] = text.isEmpty ? [] : [.paragraph(inline(text))]
        var next = end
        while next < lines.endIndex, lines[next].isBlank { next += 1 }
        if next < lines.endIndex, lines[next].first == " " {
            let (body, after) = indentedBlock(lines, from: next, minimumIndent: 1)
            result.append(.code(Self.dedented(body)))
            next = after
        }
        return (result, next)
    }

    /// A bullet or enumerated list: items at the same indentation with the same kind of marker.
    private mutating func list(
        _ lines: ArraySlice<String>, at index: Int, first: ListMarker, depth: Int
    ) -> (MarkdownBlock, Int) {
        var items: [[MarkdownBlock]] = []
        var position = index
        while position < lines.endIndex, let marker = Self.listMarker(lines[position]),
            marker.isBullet == first.isBullet
        {
            var body = [String(lines[position].dropFirst(marker.width))]
            var next = position + 1
            while next < lines.endIndex {
                let line = lines[next]
                if line.isBlank {
                    var after = next
                    while after < lines.endIndex, lines[after].isBlank { after += 1 }
                    guard after < lines.endIndex, lines[after].indentation >= marker.width else { break }
                    body += Array(repeating: "", count: after - next)
                    next = after
                    continue
                }
                if line.indentation >= marker.width {
                    body.append(String(line.dropFirst(marker.width)))
                } else if line.first != " ", Self.listMarker(line) == nil, body.count == next - position {
                    body.append(line)
                } else {
                    break
                }
                next += 1
            }
            items.append(depth < Self.maximumDepth ? blocks(body[...], depth: depth + 1) : [.code(body)])
            position = next
            while position < lines.endIndex, lines[position].isBlank { position += 1 }
        }
        return (.list(start: first.isBullet ? nil : first.start, items: items), max(position, index + 1))
    }

    /// `.. name:: argument`, its options (`:alt: …`) and its indented content; a comment or a substitution
    /// definition (`.. |name| image:: …`) is left out, a target (`.. _name: …`) was read already.
    private mutating func directive(
        _ lines: ArraySlice<String>, at index: Int, depth: Int
    ) -> ([MarkdownBlock], Int) {
        let head = String(lines[index].dropFirst(3))
        let (body, next) = indentedBlock(lines, from: index + 1, minimumIndent: 1)
        let words = head.split(separator: " ", maxSplits: 1)
        guard let first = words.first, first.hasSuffix("::"), !head.hasPrefix("_"), !head.hasPrefix("|") else {
            return ([], next)
        }
        let name = first.dropLast(2).lowercased()
        let argument = words.count > 1 ? words[1].trimmingSpaces() : ""
        var options: [String: String] = [:]
        var contentStart = body.startIndex
        for line in body {
            let trimmed = line.trimmingSpaces()
            guard trimmed.hasPrefix(":"), let end = trimmed.dropFirst().firstIndex(of: ":") else { break }
            options[String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])] =
                trimmed[trimmed.index(after: end)...].trimmingSpaces()
            contentStart += 1
        }
        let content = Self.dedented(body[contentStart...])
        switch name {
        case "image", "figure":
            let alt = options["alt"] ?? ""
            let picture = "![\(Self.escaped(alt))](<\(argument)>)"
            let shown = options["target"].map { "[\(picture)](<\($0)>)" } ?? picture
            return ([.paragraph(shown)] + nested(content, depth: depth), next)
        case "code-block", "code", "sourcecode":
            return ([.code(content.drop { $0.isBlank }.reversed().drop { $0.isBlank }.reversed())], next)
        case "note", "warning", "tip", "important", "caution", "attention", "danger", "error", "hint", "admonition":
            let title = name == "admonition" ? argument : name.prefix(1).uppercased() + name.dropFirst()
            let rest = name == "admonition" || argument.isEmpty ? [] : [inline(argument)]
            return (
                [
                    .quote(
                        [.paragraph("**\(Self.escaped(title))**")] + rest.map(MarkdownBlock.paragraph)
                            + nested(content, depth: depth))
                ], next
            )
        default:
            return (nested(content, depth: depth), next)
        }
    }

    private mutating func nested(_ lines: [String], depth: Int) -> [MarkdownBlock] {
        guard !lines.isEmpty else { return [] }
        return depth < Self.maximumDepth ? blocks(lines[...], depth: depth + 1) : [.code(lines)]
    }

    /// The lines from `start` indented by at least `minimumIndent` (blank lines inside kept), and where they end.
    private func indentedBlock(
        _ lines: ArraySlice<String>, from start: Int, minimumIndent: Int
    ) -> (ArraySlice<String>, Int) {
        var end = start
        var lastText = start
        while end < lines.endIndex, lines[end].isBlank || lines[end].indentation >= minimumIndent {
            if !lines[end].isBlank { lastText = end + 1 }
            end += 1
        }
        return (lines[start..<max(start, lastText)], max(start, lastText))
    }

    /// `text` with reStructuredText's inline markup rewritten as Markdown, and everything else escaped.
    func inline(_ text: String) -> String {
        let characters = Array(text)
        let closers = InlineClosers(characters)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                // No markup starts with a space: a run of them is copied at once, past the character tests below.
                var end = index + 1
                while end < characters.count, characters[end] == " " { end += 1 }
                output.append(String.spaces(end - index))
                index = end
                continue
            }
            let atStart = index == 0 || Self.canPrecedeMarkup(characters[index - 1])
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if atStart, character == "`", next == "`", let end = closers.first("``", after: index + 1) {
                output += Self.codeSpan(String(characters[(index + 2)..<end]))
                index = end + 2
            } else if atStart, character == "`", let end = closers.first("`", after: index) {
                index = reference(characters, from: index, closing: end, into: &output)
            } else if atStart, character == ":", let role = Self.role(characters, from: index, closers: closers) {
                output += role.isCode ? Self.codeSpan(role.text) : Self.escaped(role.text)
                index = role.end
            } else if atStart, character == "*", next == "*", let end = closers.first("**", after: index + 2) {
                output += "**" + Self.escaped(String(characters[(index + 2)..<end])) + "**"
                index = end + 2
            } else if atStart, character == "*", next != "*", let end = closers.first("*", after: index + 1) {
                output += "*" + Self.escaped(String(characters[(index + 1)..<end])) + "*"
                index = end + 1
            } else if atStart, character == "|", let end = closers.first("|", after: index + 1) {
                let name = Self.normalized(String(characters[(index + 1)..<end]))
                index = end + 1
                var isReference = false
                while index < characters.count, characters[index] == "_" {
                    isReference = true
                    index += 1
                }
                guard let substitution = substitutions[name] else { continue }
                if isReference, !substitution.hasPrefix("[!["), let address = targets[name] {
                    output += "[\(substitution)](<\(address)>)"
                } else {
                    output += substitution
                }
            } else if character.isLetter || character.isNumber,
                let (name, end) = Self.namedReference(characters, from: index), let address = targets[name]
            {
                output += "[\(Self.escaped(String(characters[index..<(end - 1)])))](<\(address)>)"
                index = end
            } else {
                if character.isASCII, character.isPunctuation || character.isSymbol { output.append("\\") }
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// `` `text <address>`_ ``, `` `name`_ `` or an interpreted `` `text` ``, ending at `closing`.
    private func reference(_ characters: [Character], from start: Int, closing: Int, into output: inout String) -> Int {
        let inside = String(characters[(start + 1)..<closing])
        var end = closing + 1
        var isReference = false
        if end < characters.count, characters[end] == "_" {
            isReference = true
            end += 1
            if end < characters.count, characters[end] == "_" { end += 1 }
        }
        guard isReference else {
            output += "*" + Self.escaped(inside) + "*"
            return end
        }
        if inside.hasSuffix(">"), let open = inside.lastIndex(of: "<") {
            // As docutils reads an embedded address: one broken over lines is joined, its whitespace removed.
            let address = inside[inside.index(after: open)..<inside.index(before: inside.endIndex)]
                .filter { !$0.isWhitespace }
            let label = inside[..<open].split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            let shown = label.isEmpty ? String(address) : label
            output += "[\(Self.escaped(shown))](<\(address)>)"
        } else if let address = targets[Self.normalized(inside)] {
            output += "[\(Self.escaped(inside))](<\(address)>)"
        } else {
            output += Self.escaped(inside)
        }
        return end
    }

    /// A list item's marker: `- `, `* `, `+ `, `• `, or `1. `, `1) `, `(1) `, `#. `, `a. `.
    private struct ListMarker: Equatable {
        let isBullet: Bool
        let start: Int
        let width: Int
    }

    private static func listMarker(_ line: String) -> ListMarker? {
        let characters = Array(line.prefix(12))
        guard let first = characters.first else { return nil }
        if "-*+•".contains(first), characters.count > 1, characters[1] == " " {
            return ListMarker(isBullet: true, start: 1, width: 2)
        }
        var index = first == "(" ? 1 : 0
        let digits = characters[index...].prefix { $0.isASCII && $0.isNumber }
        var start = Int(String(digits)) ?? 1
        if digits.isEmpty {
            guard index < characters.count,
                characters[index] == "#" || characters[index].isASCII && characters[index].isLowercase
            else { return nil }
            if characters[index] != "#" { start = Int(characters[index].asciiValue ?? 97) - 96 }
            index += 1
        } else {
            index += digits.count
        }
        guard index + 1 < characters.count, characters[index] == "." || characters[index] == ")",
            first != "(" || characters[index] == ")", characters[index + 1] == " "
        else { return nil }
        return ListMarker(isBullet: false, start: start, width: index + 2)
    }

    private static func isAdornment(_ line: String) -> Bool {
        guard line.count >= 2, let first = line.first, "=-~`#\"^+*:._'!".contains(first) else { return false }
        return line.allSatisfy { $0 == first }
    }

    /// A transition: a line of at least 4 of one punctuation character, alone between blank lines (or the ends of
    /// the text), as docutils reads it.
    private static func isTransition(_ lines: ArraySlice<String>, at index: Int) -> Bool {
        let line = lines[index]
        return line.count >= 4 && isAdornment(line)
            && (index == lines.startIndex || lines[index - 1].isBlank)
            && (index + 1 == lines.endIndex || lines[index + 1].isBlank)
    }

    private static func isTableBorder(_ line: String) -> Bool {
        (line.hasPrefix("+-") || line.hasPrefix("+=")) && line.hasSuffix("+")
            || line.count >= 3 && line.allSatisfy { $0 == "=" || $0 == " " } && line.contains(" ")
    }

    private static func dedented(_ lines: ArraySlice<String>) -> [String] {
        let indent = lines.filter { !$0.isBlank }.map(\.indentation).min() ?? 0
        return lines.map { $0.isBlank ? "" : String($0.dropFirst(indent)) }
    }

    /// `:role:`text``: the text and whether the role shows code.
    private static func role(
        _ characters: [Character], from start: Int, closers: InlineClosers
    ) -> (text: String, isCode: Bool, end: Int)? {
        var index = start + 1
        while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
        guard index > start + 1, index + 1 < characters.count, characters[index] == ":", characters[index + 1] == "`",
            let end = closers.first("`", after: index + 1)
        else { return nil }
        let name = String(characters[(start + 1)..<index])
        return (String(characters[(index + 2)..<end]), ["code", "literal", "command", "file"].contains(name), end + 1)
    }

    /// A simple reference `name_` (letters, digits, `-`, `.`) starting at `start`, its normalised name and the index
    /// after its underscore.
    private static func namedReference(_ characters: [Character], from start: Int) -> (String, Int)? {
        guard start == 0 || !(characters[start - 1].isLetter || characters[start - 1].isNumber) else { return nil }
        var index = start
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || (characters[index] == "-" || characters[index] == ".") && index + 1 < characters.count
                    && characters[index + 1].isLetter
        {
            index += 1
        }
        guard index < characters.count, characters[index] == "_",
            index + 1 == characters.count || canFollowMarkup(characters[index + 1])
        else { return nil }
        return (normalized(String(characters[start..<index])), index + 1)
    }

    /// Where each kind of inline markup can close (`` `` ``, `` ` ``, `**`, `*`, `|`): not after a space, and
    /// before a space, punctuation or the end. Found in one pass, so finding a closer never rescans the text.
    private struct InlineClosers {
        private var positions: [String: [Int]] = [:]

        init(_ characters: [Character]) {
            for index in characters.indices where index > 0 && characters[index - 1] != " " {
                for pattern in ["``", "**", "`", "*", "|"] {
                    let count = pattern.count
                    guard index + count <= characters.count,
                        zip(characters[index..<(index + count)], pattern).allSatisfy({ $0 == $1 })
                    else { continue }
                    let after = index + count
                    if after == characters.count || RestructuredTextParser.canFollowMarkup(characters[after]) {
                        positions[pattern, default: []].append(index)
                    }
                }
            }
        }

        /// The first place after `index` where `pattern` closes markup.
        func first(_ pattern: String, after index: Int) -> Int? {
            guard let list = positions[pattern] else { return nil }
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle] <= index { low = middle + 1 } else { high = middle }
            }
            return low < list.count ? list[low] : nil
        }
    }

    private static func canPrecedeMarkup(_ character: Character) -> Bool {
        character.isWhitespace || "'\"([{<-/:".contains(character)
    }

    private static func canFollowMarkup(_ character: Character) -> Bool {
        character.isWhitespace || "'\")]}>-/:.,;!?\\_".contains(character)
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A Markdown code span holding `text` exactly.
    private static func codeSpan(_ text: String) -> String {
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        return fence + " " + text + " " + fence
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// `text` with every ASCII punctuation character escaped, so Markdown reads it literally.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

extension String {
    /// Whether the line holds only spaces.
    fileprivate var isBlank: Bool { allSatisfy { $0 == " " } }

    /// The number of leading spaces.
    fileprivate var indentation: Int { prefix { $0 == " " }.count }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, read as bytes.
    fileprivate func trimmingSpaces() -> String {
        let text = String(self)
        let spaces = UInt8(ascii: " ")
        guard let first = text.utf8.firstIndex(where: { $0 != spaces }),
            let last = text.utf8.lastIndex(where: { $0 != spaces })
        else { return "" }
        return String(text[first..<text.utf8.index(after: last)])
    }

    /// The text without trailing spaces, read as bytes (a space is one byte; the cut is on a scalar boundary).
    fileprivate func trimmingTrailingSpaces() -> String {
        let text = String(self)
        guard let last = text.utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(text[..<text.utf8.index(after: last)])
    }
}
