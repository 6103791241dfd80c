/// A block's inline text as `MarkdownInlineParser` reads it: a sequence of grapheme clusters, each read through
/// its UTF-8 bytes rather than as a `Character`.
///
/// Positions count clusters, as positions in `Array(text)` would, so a mark that joins the character before it (a
/// combining accent after `*`) makes that character something other than markup, exactly as `Character` comparison
/// did. The parser asks a position's `code`: the ASCII byte when the cluster is that one byte, `nonASCII` otherwise,
/// so every test of markup is a comparison of bytes. Clusters are only formed where a byte beyond ASCII (or a
/// carriage return) stands: a text of plain ASCII, most of a README, has one cluster per byte and is never segmented.
struct InlineText {
    /// The code of a cluster that is not a single ASCII byte: no ASCII byte has it.
    static let nonASCII: UInt8 = 0xFF

    /// The text's UTF-8 bytes.
    private let bytes: [UInt8]
    /// Per cluster, its byte when it is a single ASCII byte, else `nonASCII`.
    private let codes: [UInt8]
    /// Where each cluster starts in `bytes`, followed by `bytes.count`; `nil` when every byte is a cluster of its own.
    private let starts: [Int]?

    /// The clusters of `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
        guard bytes.withUnsafeBufferPointer(Self.holdsNonASCIIOrCarriageReturn) else {
            codes = bytes
            starts = nil
            return
        }
        var codes: [UInt8] = []
        var starts: [Int] = []
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let byte = bytes[offset]
            let isFollowedByASCII = offset + 1 == bytes.count || bytes[offset + 1] < 0x80
            // Two ASCII scalars are two clusters unless they are CR LF; anything else is left to Unicode's rules.
            let next =
                byte < 0x80 && byte != .carriageReturn && isFollowedByASCII
                ? text.utf8.index(after: index) : text.index(after: index)
            let length = text.utf8.distance(from: index, to: next)
            codes.append(length == 1 && byte < 0x80 ? byte : Self.nonASCII)
            starts.append(offset)
            offset += length
            index = next
        }
        starts.append(offset)
        self.codes = codes
        self.starts = starts
    }

    /// Whether `bytes` hold a byte beyond ASCII or a carriage return: stretches of printable ASCII, most of a text,
    /// are passed over eight bytes at a time, and the bytes between them tested one by one.
    private static func holdsNonASCIIOrCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            offset = bytes.endOfPrintableASCII(from: offset)
            guard offset < bytes.count else { return false }
            if bytes[offset] >= 0x80 || bytes[offset] == .carriageReturn { return true }
            offset += 1
        }
        return false
    }

    /// The number of clusters.
    var count: Int { codes.count }

    /// The cluster at `position` as its ASCII byte, or `nonASCII`.
    subscript(position: Int) -> UInt8 { codes[position] }

    /// The text of the clusters in `range`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: utf8(range), as: UTF8.self)
    }

    /// The UTF-8 bytes of the clusters in `range`.
    func utf8(_ range: Range<Int>) -> ArraySlice<UInt8> {
        guard let starts else { return bytes[range] }
        return bytes[starts[range.lowerBound]..<starts[range.upperBound]]
    }

    /// Whether the clusters from `position` on start with the ASCII text `prefix`. Compared in a plain loop: a zip of
    /// the codes and the prefix's bytes is a generic type the process looks up at run time, about half a millisecond
    /// the first time.
    func hasPrefix(_ prefix: String, at position: Int) -> Bool {
        var offset = position
        for byte in prefix.utf8 {
            guard offset < count, codes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// The first scalar of the cluster at `position`, which decides its properties as it decides a `Character`'s.
    func firstScalar(at position: Int) -> Unicode.Scalar {
        let code = codes[position]
        if code != Self.nonASCII { return Unicode.Scalar(code) }
        var iterator = utf8(position..<(position + 1)).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "\u{FFFD}" }
        return scalar
    }

    /// Unicode whitespace (`Character.isWhitespace`).
    func isWhitespace(at position: Int) -> Bool {
        let code = codes[position]
        if code != Self.nonASCII { return code.isASCIIWhitespace }
        return firstScalar(at: position).properties.isWhitespace
    }

    /// A punctuation or symbol character (`Character.isPunctuation || Character.isSymbol`), as CommonMark's flanking
    /// rules and backslash escapes count them.
    func isPunctuationOrSymbol(at position: Int) -> Bool {
        let code = codes[position]
        if code != Self.nonASCII { return code.isASCIIPunctuationOrSymbol }
        switch firstScalar(at: position).properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// A letter or a number (`Character.isLetter || Character.isNumber`).
    func isLetterOrNumber(at position: Int) -> Bool {
        let code = codes[position]
        if code != Self.nonASCII { return code.isASCIILetter || code.isASCIIDigit }
        let properties = firstScalar(at: position).properties
        return properties.isAlphabetic || properties.numericType != nil
    }
}
