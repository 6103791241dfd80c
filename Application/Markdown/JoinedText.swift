import StyledText

/// Styled runs read as one text: the grapheme clusters of the runs joined (so a cluster that forms across a run
/// boundary, such as `#` followed by U+FE0F, is one cluster), each belonging to the run it starts in.
///
/// Widths measured here are the widths a terminal sees when the runs are written one after the other.
struct JoinedText {
    /// The runs, in order.
    let runs: [StyledSpan]

    /// Reads `runs` as one text.
    init(_ runs: [StyledSpan]) {
        self.runs = runs
    }

    /// Calls `body` with each cluster of the joined text, in order, and the index of the run holding its first
    /// scalar.
    func forEachCluster(_ body: (Character, Int) -> Void) {
        var joined = ""
        var ends: [Int] = []
        var scalarCount = 0
        for run in runs {
            joined += run.text
            scalarCount += run.text.unicodeScalars.count
            ends.append(scalarCount)
        }
        var runIndex = 0
        var offset = 0
        if joined.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            // ASCII without a carriage return: every byte is a cluster of its own.
            for byte in joined.utf8 {
                while runIndex < ends.count - 1, offset >= ends[runIndex] { runIndex += 1 }
                body(Character(Unicode.Scalar(byte)), runIndex)
                offset += 1
            }
            return
        }
        for character in joined {
            while runIndex < ends.count - 1, offset >= ends[runIndex] { runIndex += 1 }
            body(character, runIndex)
            offset += character.unicodeScalars.count
        }
    }

    /// The number of columns the joined text occupies. When every run after the first starts with a scalar of known
    /// width (`DisplayWidth.simpleWidth(of:)`: ASCII, Latin, box drawing, CJK...), the runs are measured apart: the
    /// only clusters such a scalar joins (after a prepended mark, a Hangul syllable after a leading jamo) measure the
    /// sum of their scalars either way.
    var width: Int {
        if runs.dropFirst().allSatisfy({ run in
            run.text.unicodeScalars.first.map { DisplayWidth.simpleWidth(of: $0) != nil } ?? true
        }) {
            return runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
        }
        var total = 0
        forEachCluster { character, _ in total += DisplayWidth.of(character) }
        return total
    }

    /// The longest run of whole clusters from the start that is no wider than `width`, as runs (neighbours of the
    /// same style joined).
    func prefix(toWidth width: Int) -> [StyledSpan] {
        var kept: [StyledSpan] = []
        var used = 0
        var isFull = false
        forEachCluster { character, runIndex in
            let characterWidth = DisplayWidth.of(character)
            guard !isFull, used + characterWidth <= width else {
                isFull = true
                return
            }
            used += characterWidth
            let style = runs[runIndex].style
            if let last = kept.last, last.style == style {
                kept[kept.count - 1].text.append(character)
            } else {
                kept.append(StyledSpan(text: String(character), style: style))
            }
        }
        return kept
    }
}
