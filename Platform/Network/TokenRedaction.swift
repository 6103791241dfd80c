import Foundation

/// Finds the token in a server's bytes and replaces it with `[redacted]`, whether the server wrote it plainly or,
/// inside JSON text, with any of its characters escaped (`\uXXXX` in either case, a surrogate pair for a character
/// beyond U+FFFF, or a short escape such as `\/`), which decode to the very same token.
///
/// A server that echoes the token back must not get it onto the screen: the plain form is what a careless error
/// page sends, the escaped form what a hostile JSON body would send to slip past a plain search. Any token text is
/// found (an Enterprise or app token, one with `/` or non-ASCII characters).
///
/// The bytes are read as JSON reads them, left to right, one `JSONTextUnit` at a time (so in `\\u0067` the escaped
/// backslash is one unit and `u0067` plain text, not an escape). An occurrence, decoded or plain, starts and ends on
/// unit boundaries and never takes in a bare double quote (in JSON, the end of a string), so a replacement never
/// cuts an escape in two or joins two strings: JSON text stays valid JSON, and a document in which the token does
/// not occur comes back unchanged. In a document that is not JSON, where escapes mean nothing, every plain
/// occurrence is replaced as well, wherever it starts.
struct TokenRedaction: Sendable {
    /// What stands for the token.
    static let replacement = "[redacted]"

    private let token: [UInt8]

    /// A redaction of `token`; `nil` when there is no token to hide.
    init?(token: String?) {
        guard let token, !token.isEmpty else { return nil }
        self.token = Array(token.utf8)
    }

    /// `data` with every occurrence of the token, plain or escaped, replaced.
    func redacting(_ data: Data) -> Data {
        let found = data.withUnsafeBytes { occurrences(in: $0) }
        guard !found.isEmpty else { return data }
        var redacted = Data()
        redacted.reserveCapacity(data.count)
        var copied = 0
        for range in found {
            redacted.append(data[(data.startIndex + copied)..<(data.startIndex + range.lowerBound)])
            redacted.append(contentsOf: Self.replacement.utf8)
            copied = range.upperBound
        }
        redacted.append(data[(data.startIndex + copied)...])
        return redacted
    }

    /// `text`, a server's bytes read as UTF-8, with the token replaced as `redacting(_:)` replaces it in those bytes;
    /// `text` itself, not a copy, when the token does not occur.
    func redacting(bytesOf text: String) -> String {
        var text = text
        let found = text.withUTF8 { occurrences(in: UnsafeRawBufferPointer($0)) }
        guard !found.isEmpty else { return text }
        return String(decoding: redacting(Data(text.utf8)), as: UTF8.self)
    }

    /// `text` with every plain occurrence of the token replaced (text that was already decoded).
    func redacting(_ text: String) -> String {
        text.replacingOccurrences(of: String(decoding: token, as: UTF8.self), with: Self.replacement)
    }

    /// The byte ranges in `bytes` to replace, left to right, not overlapping.
    private func occurrences(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        let found = unitOccurrences(in: bytes)
        let plain = plainOccurrences(in: bytes)
        guard !Self.covers(found, plain), !Self.isJSON(Data(bytes)) else { return found }
        return Self.union(found, plain)
    }

    /// The byte ranges in `bytes` that hold the token on unit boundaries, decoded or plain, left to right, not
    /// overlapping.
    private func unitOccurrences(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            // Only an escape or the token's first byte as it stands can start an occurrence.
            let byte = bytes[index]
            guard byte == token[0] || byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            let end = max(
                decodedMatchEnd(in: bytes, from: index) ?? index, plainMatchEnd(in: bytes, from: index) ?? index)
            if end > index {
                found.append(index..<end)
                index = end
            } else {
                index += JSONTextUnit(in: bytes, at: index).length
            }
        }
        return found
    }

    /// Every plain occurrence of the token's bytes, wherever it starts, left to right, not overlapping.
    private func plainOccurrences(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + token.count <= bytes.count {
            if holdsToken(bytes, at: index) {
                found.append(index..<(index + token.count))
                index += token.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// Where the token ends when its decoded text starts at the unit at `start`, on a unit boundary, without a bare
    /// quote; nil when it does not start there.
    private func decodedMatchEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var index = start
        var matched = 0
        while matched < token.count {
            guard index < bytes.count else { return nil }
            let unit = JSONTextUnit(in: bytes, at: index)
            guard !unit.isBareQuote, let next = unit.match(token, at: matched) else { return nil }
            matched = next
            index += unit.length
        }
        return index
    }

    /// Where the token ends when its bytes stand as they are at `start` and end on a unit boundary without a bare
    /// quote (a plain occurrence written with what JSON reads as escapes, `a\nb`); nil otherwise.
    private func plainMatchEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start + token.count <= bytes.count, holdsToken(bytes, at: start) else { return nil }
        var index = start
        while index < start + token.count {
            let unit = JSONTextUnit(in: bytes, at: index)
            if unit.isBareQuote { return nil }
            index += unit.length
        }
        return index == start + token.count ? index : nil
    }

    /// Whether the token's bytes stand at `start` (which leaves room for them).
    private func holdsToken(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
        for offset in 0..<token.count where bytes[start + offset] != token[offset] { return false }
        return true
    }

    /// Whether every range of `inner` lies inside a range of `outer` (both sorted, not overlapping).
    private static func covers(_ outer: [Range<Int>], _ inner: [Range<Int>]) -> Bool {
        var candidates = outer[...]
        for range in inner {
            while let first = candidates.first, first.upperBound <= range.lowerBound { candidates.removeFirst() }
            guard let first = candidates.first, first.lowerBound <= range.lowerBound,
                range.upperBound <= first.upperBound
            else { return false }
        }
        return true
    }

    /// The ranges of `first` and `second` (each sorted), overlapping ones merged into one.
    private static func union(_ first: [Range<Int>], _ second: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in (first + second).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether `data` is a JSON document (asked only when a plain occurrence lies off the unit boundaries).
    private static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
    }
}
