import StyledText

/// Answers the look-ahead questions of `MarkdownInlineParser` (where does this comment, quote, code span or link
/// destination end?) from indexes built once per text, so no construct that scans ahead is scanned again for every
/// opener: a text of n characters costs O(n log n) however many unclosed `<!--`, backticks or `](` it holds.
///
/// Each index is built on first use with one pass over the text; a question is then a binary search.
struct InlineScanIndex {
    /// The text, as the parser reads it.
    private let text: InlineText
    /// Where each needle asked about starts, in order (overlapping occurrences included).
    private var occurrences: [String: [Int]] = [:]
    /// Where each maximal run of backticks starts, by its length.
    private var backtickRuns: [Int: [Int]]?
    /// Where each unescaped `)` is, by the parenthesis depth just after it (depth counted from the text's start).
    private var closingParentheses: [Int: [Int]]?
    /// The parenthesis depth before each character (unescaped `(` counts up, `)` down).
    private var depthBefore: [Int] = []

    /// An index over `text`.
    init(_ text: InlineText) {
        self.text = text
    }

    /// The first position at or after `start` where `needle` (ASCII) begins.
    mutating func next(_ needle: String, from start: Int) -> Int? {
        let positions = occurrences[needle] ?? positions(of: needle)
        occurrences[needle] = positions
        return Self.first(in: positions, atOrAfter: start)
    }

    /// The first position at or after `start` where a maximal run of exactly `length` backticks begins.
    mutating func nextBacktickRun(length: Int, from start: Int) -> Int? {
        if backtickRuns == nil {
            var runs: [Int: [Int]] = [:]
            var position = 0
            while position < text.count {
                guard text[position] == .backtick else {
                    position += 1
                    continue
                }
                var end = position
                while end < text.count, text[end] == .backtick { end += 1 }
                runs[end - position, default: []].append(position)
                position = end
            }
            backtickRuns = runs
        }
        return Self.first(in: backtickRuns?[length] ?? [], atOrAfter: start)
    }

    /// The first `)` at or after `start` that closes more parentheses than opened since `start` (backslash-escaped
    /// ones not counted): where a link destination without angle brackets ends at the latest. `start` must not
    /// follow a backslash.
    mutating func unbalancedClosingParenthesis(from start: Int) -> Int? {
        if closingParentheses == nil {
            var closing: [Int: [Int]] = [:]
            var depths = [Int](repeating: 0, count: text.count + 1)
            var depth = 0
            var position = 0
            while position < text.count {
                depths[position] = depth
                let code = text[position]
                if code == .backslash, position + 1 < text.count, text.isPunctuationOrSymbol(at: position + 1) {
                    depths[position + 1] = depth
                    position += 2
                    continue
                }
                if code == .leftParenthesis { depth += 1 }
                if code == .rightParenthesis {
                    depth -= 1
                    closing[depth, default: []].append(position)
                }
                position += 1
            }
            depths[text.count] = depth
            depthBefore = depths
            closingParentheses = closing
        }
        guard start < depthBefore.count else { return nil }
        return Self.first(in: closingParentheses?[depthBefore[start] - 1] ?? [], atOrAfter: start)
    }

    /// Every position where `needle` begins, in order.
    private func positions(of needle: String) -> [Int] {
        guard let head = needle.utf8.first, text.count >= needle.utf8.count else { return [] }
        var found: [Int] = []
        for position in 0...(text.count - needle.utf8.count)
        where text[position] == head && text.hasPrefix(needle, at: position) {
            found.append(position)
        }
        return found
    }

    /// The first of the sorted `positions` at or after `start`.
    private static func first(in positions: [Int], atOrAfter start: Int) -> Int? {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < positions.count ? positions[low] : nil
    }
}
