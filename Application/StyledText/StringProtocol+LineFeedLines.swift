extension StringProtocol {
    /// The text's lines, as `split(separator: "\n", omittingEmptySubsequences: false)` cuts them, found at line feed
    /// bytes without forming clusters: a line feed is a `Character` of its own unless a carriage return stands
    /// before it (CR LF is one), and only there is it a line break.
    @inlinable
    public var lineFeedSeparatedLines: [SubSequence] {
        var lines: [SubSequence] = []
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        var previous: UInt8 = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                lines.append(self[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(self[lineStart...])
        return lines
    }
}
