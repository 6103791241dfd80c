import StyledText

/// Answers the look-ahead questions of `MarkdownInlineParser` (where does this comment, quote, code span or link
/// destination end?) without scanning the same ground once per opener: a text of n characters costs O(n log n)
/// however many unclosed `<!--`, backticks or `](` it holds.
///
/// A needle, a run of backticks or a closing parenthesis is first looked for directly, at most `directScanLimit`
/// characters ahead: a link's address, a code span or a tag usually ends within a line, and a short text is answered
/// without building anything. The first question that this does not answer builds an index of the whole text (one
/// pass); it and every later question of that kind are then a binary search. A needle's last answer is kept too, so
/// the openers of a run that all end at the same place do not each scan up to it again. Direct scans stop for good
/// once together they have looked at four times the text's length (plus one limit): past that budget every question
/// goes to an index, so many openers that each find their end just within the limit cost no more than a linear pass.
struct InlineScanIndex {
    /// What is known of one needle asked about.
    private struct Needle {
        let text: String
        /// Where the needle starts, in order (overlapping occurrences included), once a direct scan has given up.
        var positions: [Int]?
        /// The last direct scan: from where, and its answer (`nil`: none up to the text's end).
        var lastScan: (from: Int, found: Int?)?
    }

    /// The text, as the parser reads it.
    private let text: InlineText
    /// How far ahead a question is answered by a plain scan before the index is built.
    private static let directScanLimit = 256
    /// How many more characters direct scans may look at.
    private var directScanBudget: Int
    /// The needles asked about so far: a handful per text, so a list, not a dictionary that hashes each question.
    private var needles: [Needle] = []
    /// Where each maximal run of backticks starts, by its length.
    private var backtickRuns: [Int: [Int]]?
    /// Where each unescaped `)` is, by the parenthesis depth just after it (depth counted from the text's start).
    private var closingParentheses: [Int: [Int]]?
    /// The parenthesis depth before each character (unescaped `(` counts up, `)` down).
    private var depthBefore: [Int] = []

    /// An index over `text`.
    init(_ text: InlineText) {
        self.text = text
        directScanBudget = 4 * text.count + Self.directScanLimit
    }

    /// The first position at or after `start` where `needle` (ASCII) begins.
    mutating func next(_ needle: String, from start: Int) -> Int? {
        let slot = needles.firstIndex { $0.text == needle } ?? appendNeedle(needle)
        if let positions = needles[slot].positions { return Self.first(in: positions, atOrAfter: start) }
        // Nothing of the needle lies between a scan's start and its answer, so that answer holds for any start there.
        if let last = needles[slot].lastScan, last.from <= start, start <= last.found ?? text.count {
            return last.found
        }
        guard let head = needle.utf8.first else { return nil }
        let lastStart = text.count - needle.utf8.count
        let scanEnd = min(lastStart, start + min(Self.directScanLimit, directScanBudget))
        var position = start
        while position <= scanEnd {
            if text[position] == head, text.hasPrefix(needle, at: position) {
                directScanBudget -= position - start
                needles[slot].lastScan = (start, position)
                return position
            }
            position += 1
        }
        directScanBudget -= max(0, position - start)
        if scanEnd == lastStart {
            needles[slot].lastScan = (start, nil)
            return nil
        }
        let positions = positions(of: needle)
        needles[slot].positions = positions
        return Self.first(in: positions, atOrAfter: start)
    }

    private mutating func appendNeedle(_ needle: String) -> Int {
        needles.append(Needle(text: needle))
        return needles.count - 1
    }

    /// The first position at or after `start` where a maximal run of exactly `length` backticks begins.
    /// `start` must not follow a backtick (it is where a code span's opening run ends), so a run found from there is
    /// maximal as a run found from the text's start is.
    mutating func nextBacktickRun(length: Int, from start: Int) -> Int? {
        if backtickRuns == nil {
            var position = start
            let scanEnd = min(text.count, start + min(Self.directScanLimit, directScanBudget))
            while position < scanEnd {
                guard text[position] == .backtick else {
                    position += 1
                    continue
                }
                var end = position
                while end < text.count, text[end] == .backtick { end += 1 }
                if end - position == length {
                    directScanBudget -= end - start
                    return position
                }
                position = end
            }
            directScanBudget -= max(0, position - start)
            if position >= text.count { return nil }
            indexBacktickRuns()
        }
        return Self.first(in: backtickRuns?[length] ?? [], atOrAfter: start)
    }

    /// Builds `backtickRuns` in one pass over the text.
    private mutating func indexBacktickRuns() {
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

    /// The first `)` at or after `start` that closes more parentheses than opened since `start` (backslash-escaped
    /// ones not counted): where a link destination without angle brackets ends at the latest. `start` must not
    /// follow a backslash.
    mutating func unbalancedClosingParenthesis(from start: Int) -> Int? {
        if closingParentheses == nil {
            switch directScan(from: start, endingAtSpaces: false) {
            case .found(let position): return position
            case .textEnded: return nil
            case .budgetSpent: indexParentheses()
            }
        }
        guard start < depthBefore.count else { return nil }
        return Self.first(in: closingParentheses?[depthBefore[start] - 1] ?? [], atOrAfter: start)
    }

    /// Where a link destination without angle brackets that starts at `start` ends: at the first space, line feed or
    /// `)` that closes more parentheses than opened since `start` (backslash-escaped ones not counted), whichever
    /// comes first, and at the text's end when there is none. The three are looked for together in one direct scan,
    /// which ends a destination of up to `directScanLimit` characters; a longer one (or one met once the budget is
    /// spent) is answered by the three questions apart, `next(_:from:)` and `unbalancedClosingParenthesis(from:)`,
    /// whose indexes keep a hostile text linear. `start` must not follow a backslash.
    mutating func destinationEnd(from start: Int) -> Int {
        switch directScan(from: start, endingAtSpaces: true) {
        case .found(let position): return position
        case .textEnded: return text.count
        case .budgetSpent:
            let ends = [next(" ", from: start), next("\n", from: start), unbalancedClosingParenthesis(from: start)]
            return ends.compactMap { $0 }.min() ?? text.count
        }
    }

    /// How a direct scan ended: at what it looked for, at the text's end, or where `directScanLimit` or the budget
    /// left it.
    private enum DirectScanEnd {
        case found(Int)
        case textEnded
        case budgetSpent
    }

    /// Looks ahead from `start`, within `directScanLimit` and what is left of the budget (spending it on what it
    /// reads), for a `)` that closes more parentheses than opened since `start` (backslash-escaped ones not counted)
    /// and, when `endingAtSpaces`, for a space or line feed. Counting from `start` pairs escapes as a count from the
    /// text's start does, since `start` does not follow a backslash.
    private mutating func directScan(from start: Int, endingAtSpaces: Bool) -> DirectScanEnd {
        var depth = 0
        var position = start
        let scanEnd = min(text.count, start + min(Self.directScanLimit, directScanBudget))
        while position < scanEnd {
            let code = text[position]
            // An escaped character is punctuation, so it is neither a space nor a line feed.
            if code == .backslash, position + 1 < text.count, text.isPunctuationOrSymbol(at: position + 1) {
                position += 2
                continue
            }
            if endingAtSpaces, code == .space || code == .lineFeed { break }
            if code == .leftParenthesis { depth += 1 }
            if code == .rightParenthesis {
                if depth == 0 { break }
                depth -= 1
            }
            position += 1
        }
        directScanBudget -= max(0, position - start)
        if position < scanEnd { return .found(position) }
        return position >= text.count ? .textEnded : .budgetSpent
    }

    /// Builds `closingParentheses` and `depthBefore` in one pass over the text.
    private mutating func indexParentheses() {
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
