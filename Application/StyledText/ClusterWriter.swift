/// Writes the sanitiser's output one grapheme cluster at a time so that no cluster joins a neighbour it was not
/// next to in the input, and the output can be cut between any two clusters and put after or before a space.
///
/// Two kinds of cluster are dropped wherever they are: one that would take in whatever follows it (a prepend
/// character such as U+0600 left alone before a control, a line break or the end: it has nothing to prepend to),
/// and one that would attach to whatever precedes it (a combining mark, emoji modifier or joiner that starts a
/// cluster, after a control, a zero-width space or the start, or what is left of a cluster an escape sequence was
/// cut out of). Where text is written next to text it did not follow in the input (after something removed or
/// replaced), a cluster that would still join the one before (the second half of a regional indicator pair or of
/// a Hangul syllable) is dropped too. Everything else is written as given.
///
/// Writing is linear in the text written: each cluster is measured once, as it is written, so the column a tab
/// needs is known without measuring the line again.
struct ClusterWriter {
    /// The text written so far.
    private var output = ""
    /// Whether a space is due before the next cluster (single-line whitespace collapsing).
    private var isSpacePending = false
    /// Whether the next cluster is not the input's neighbour of the last one written.
    private var isAfterJunction = true
    /// The display width of the current line so far: the sum of the widths of the clusters written since the last
    /// line break (a tab needs it).
    private(set) var column = 0
    /// How many clusters have been measured so far: the writer's work, which tests count to show it stays linear.
    private(set) var measuredClusterCount = 0

    /// Writes `character`; `followsItsInputNeighbour` says that the cluster written last came just before it in the
    /// input (nothing between them was removed or replaced).
    mutating func write(_ character: Character, followsItsInputNeighbour: Bool) {
        let isJunction = isAfterJunction || !followsItsInputNeighbour
        isAfterJunction = true
        guard !ClusterBoundary.attachesToWhatFollows(character), !ClusterBoundary.attachesToWhatPrecedes(character)
        else { return }
        if isSpacePending {
            isSpacePending = false
            if !output.isEmpty {
                output.append(" ")
                column += 1
            }
        } else if isJunction, let last = output.last, ClusterBoundary.joins(last, character) {
            return
        }
        output.append(character)
        column += measure(character)
        isAfterJunction = false
    }

    /// Writes `text`, printable ASCII whose every byte follows its input neighbour: its first byte as
    /// `write(_:followsItsInputNeighbour:)` writes it, and once that is written the rest at once. Each of them is then
    /// a cluster of its own after an ASCII one: it joins nothing, attaches to nothing and is one column wide. (When the
    /// first is dropped, joining a lone prepend character written before it, so would the next be: they go one by
    /// one.)
    mutating func write(printableASCII text: Substring) {
        guard let first = text.utf8.first else { return }
        let written = output.utf8.count
        write(Character(Unicode.Scalar(first)), followsItsInputNeighbour: true)
        let rest = text.utf8.dropFirst()
        guard output.utf8.count > written else {
            for byte in rest { write(Character(Unicode.Scalar(byte)), followsItsInputNeighbour: true) }
            return
        }
        output += Substring(rest)
        column += rest.count
        measuredClusterCount += rest.count
        isAfterJunction = false
    }

    /// The display width of a cluster just written; every measurement goes through here and is counted.
    private mutating func measure(_ character: Character) -> Int {
        measuredClusterCount += 1
        return DisplayWidth.of(character)
    }

    /// Writes a replacement for input text (a tab's spaces, caret notation): clusters that follow no input neighbour.
    mutating func write(replacement: String) {
        for character in replacement {
            write(character, followsItsInputNeighbour: false)
        }
        isAfterJunction = true
    }

    /// Writes the `count` spaces that stand for a tab: clusters that follow no input neighbour. Only the first space
    /// can join what was written before it (a prepend character takes in what follows it), and it is then dropped as
    /// every later one would be; a space joins no space, so the rest are appended whole.
    private mutating func writeSpaces(_ count: Int) {
        let written = output.utf8.count
        write(" ", followsItsInputNeighbour: false)
        isAfterJunction = true
        guard count > 1, output.utf8.count > written else { return }
        appendSpaces(count - 1)
    }

    /// Writes the spaces of `count` tabs in a row, to stops every `width` columns. The first tab's are written as
    /// `writeSpaces` writes them; if they are dropped, every later tab's first space meets the same cluster and is
    /// dropped too. Otherwise the column is then at a stop, every later tab is `width` spaces that join nothing, and
    /// they are appended together rather than a tab at a time.
    mutating func writeTabs(_ count: Int, width: Int) {
        let written = output.utf8.count
        writeSpaces(width - column % width)
        guard output.utf8.count > written else { return }
        appendSpaces((count - 1) * width)
    }

    /// Appends `count` spaces after a space, which none of them can join.
    private mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        output.append(String.spaces(count))
        column += count
        measuredClusterCount += count
    }

    /// Marks that input text between the last cluster written and the next one was left out.
    mutating func skip() {
        isAfterJunction = true
    }

    /// Asks for one space before the next cluster, if there is a next cluster and something before it.
    mutating func writeCollapsedSpace() {
        isSpacePending = true
        isAfterJunction = true
    }

    /// Ends the line.
    mutating func writeLineBreak() {
        output.append("\n")
        column = 0
        isAfterJunction = true
    }

    /// The text written, without a pending space.
    func finish() -> String {
        output
    }
}
