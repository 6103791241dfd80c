import Foundation

/// Finds the token in a server's bytes and replaces it with `[redacted]`, whether the server wrote it plainly or,
/// inside JSON text, with any of its characters as `\uXXXX` escapes (which decode to the very same token).
///
/// A server that echoes the token back must not get it onto the screen: the plain form is what a careless error
/// page sends, the escaped form what a hostile JSON body would send to slip past a plain search. The replacement
/// holds no quote or backslash, so JSON text stays valid JSON.
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

    /// `text` with every plain occurrence of the token replaced (text that was already decoded).
    func redacting(_ text: String) -> String {
        text.replacingOccurrences(of: String(decoding: token, as: UTF8.self), with: Self.replacement)
    }

    /// The offsets in `bytes` that spell the token, left to right, not overlapping.
    private func occurrences(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        let first = token[0]
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first || byte == UInt8(ascii: "\\"), let end = matchEnd(in: bytes, from: index) {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// Where the token ends when it starts at `start`, each character plain or as a `\uXXXX` escape.
    private func matchEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var index = start
        for character in token {
            guard index < bytes.count else { return nil }
            if bytes[index] == character {
                index += 1
            } else if let escaped = Self.escapedCharacter(in: bytes, at: index), escaped == character {
                index += 6
            } else {
                return nil
            }
        }
        return index
    }

    /// The ASCII character a `\u00XX` escape at `index` stands for, if there is one.
    private static func escapedCharacter(in bytes: UnsafeRawBufferPointer, at index: Int) -> UInt8? {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = hexValue(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value < 0x80 ? UInt8(value) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
