import StyledText

/// Turns frames into the bytes that draw them, sending only what changed since the previous frame.
///
/// The first frame, a frame of a different size, and the frame after `invalidate()` are painted in full.
/// Otherwise each row's changed cells are grouped into runs (runs separated by a few unchanged cells are merged,
/// which is cheaper than moving the cursor), and each run costs one cursor move plus its characters and style
/// changes. Trailing blanks are erased with one "erase line" instead of spaces. A run holding a cluster whose width
/// terminals disagree on (in this frame or the one before) also redraws the cells after it that a terminal drawing
/// that cluster wider may have covered. The output always ends in the default style; the cursor is
/// assumed hidden.
public struct FrameRenderer: Sendable {
    /// Whether colour codes are emitted.
    public let colorMode: ColorMode
    private var previous: ScreenBuffer?

    /// The largest gap of unchanged cells that is rewritten rather than skipped with a cursor move.
    private static let mergeableGap = 4

    /// Creates a renderer whose first frame will be a full repaint.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the previous frame, so the next one is painted in full (after a resume or anything that disturbed
    /// the screen).
    public mutating func invalidate() {
        previous = nil
    }

    /// Returns the bytes that turn the previously rendered frame into `frame` (empty when nothing changed).
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var output = FrameOutput(colorMode: colorMode)
        if let previous, previous.size == frame.size {
            for row in 0..<frame.size.rows {
                for run in changedRuns(in: row, of: frame, comparedWith: previous) {
                    output.draw(run, row: row, of: frame)
                }
            }
        } else {
            output.append(ControlSequence.resetStyle + ControlSequence.clearScreen)
            for row in 0..<frame.size.rows {
                let end = contentEnd(of: row, in: frame)
                if end > 0 {
                    output.draw(0..<end, row: row, of: frame)
                }
            }
        }
        output.finish()
        previous = frame
        return output.bytes
    }

    /// The column after the last cell of `row` that is not a plain blank.
    private func contentEnd(of row: Int, in frame: ScreenBuffer) -> Int {
        var end = frame.size.columns
        while end > 0, frame[row, end - 1].isPlainBlank {
            end -= 1
        }
        return end
    }

    /// The column ranges of `row` to redraw, widened so that no wide character is cut in half.
    private func changedRuns(in row: Int, of frame: ScreenBuffer, comparedWith previous: ScreenBuffer) -> [Range<Int>] {
        let columns = frame.size.columns
        var runs: [Range<Int>] = []
        var column = 0
        while column < columns {
            guard frame[row, column].effective(colorMode) != previous[row, column].effective(colorMode) else {
                column += 1
                continue
            }
            var start = column
            var end = column + 1
            var gap = 0
            var scan = end
            while scan < columns, gap <= Self.mergeableGap {
                if frame[row, scan].effective(colorMode) != previous[row, scan].effective(colorMode) {
                    end = scan + 1
                    gap = 0
                } else {
                    gap += 1
                }
                scan += 1
            }
            while start > 0, frame[row, start].isContinuation {
                start -= 1
            }
            while end < columns, frame[row, end].isContinuation {
                end += 1
            }
            let reach = max(
                disputedReach(row: row, in: start..<end, of: frame),
                disputedReach(row: row, in: start..<end, of: previous))
            if reach > end {
                end = min(columns, reach)
                while end < columns, frame[row, end].isContinuation {
                    end += 1
                }
            }
            if let last = runs.last, last.upperBound >= start {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }
}

extension FrameRenderer {
    /// The column up to which a terminal might draw the disputed clusters that start in `columns` of `row` in
    /// `frame`: as wide as all their scalars side by side (each emoji scalar two columns), and at least one column
    /// wider than `DisplayWidth` says. The cells up to there are redrawn, in case the terminal covered them.
    private func disputedReach(row: Int, in columns: Range<Int>, of frame: ScreenBuffer) -> Int {
        var reach = 0
        for column in columns where !frame[row, column].isContinuation {
            let character = frame[row, column].character
            guard DisplayWidth.isDisputed(character) else { continue }
            let widest = character.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmoji ? 2 : DisplayWidth.of($1)) }
            reach = max(reach, column + max(widest, DisplayWidth.of(character) + 1))
        }
        return reach
    }
}

extension ScreenCell {
    /// The cell as drawn in `colorMode`, for comparing frames.
    fileprivate func effective(_ colorMode: ColorMode) -> ScreenCell {
        ScreenCell(character: character, style: style.effective(in: colorMode), isContinuation: isContinuation)
    }
}
