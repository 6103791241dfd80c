/// Base64 as GitHub sends a file's content: broken into lines, with `\n`, `\r` or both between them, which decoding
/// passes over wherever they stand. Everything else is read strictly: only the 64 characters of RFC 4648's alphabet,
/// in groups of four, and `=` only to close the last group (`xx==` or `xxx=`). Bits left over by a closing group are
/// ignored, as Foundation's decoder ignores them.
///
/// It decodes straight into the caller's buffer (a string's own storage), so a README's content is never copied
/// whole without its line breaks, nor held as `Data` before it becomes text.
enum WrappedBase64 {
    /// The most bytes `count` characters of content can decode to (line breaks counted as characters).
    static func maximumDecodedCount(ofEncoded count: Int) -> Int {
        count / 4 * 3
    }

    /// Decodes `encoded` into `output`, which holds at least `maximumDecodedCount(ofEncoded: encoded.count)` bytes;
    /// the count of bytes written, or `nil` when `encoded` is not base64.
    static func decode(_ encoded: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        sextets.withUnsafeBufferPointer { sextets in
            placedBits.withUnsafeBufferPointer { placed in
                var decoder = GroupDecoder(output: output)
                var index = 0
                while index < encoded.count {
                    // Whole groups of letters, four lookups and an `|` each: nearly all of a README's content.
                    if decoder.isAtGroupStart {
                        while index + 4 <= encoded.count {
                            let bits =
                                placed[Int(encoded[index])] | placed[256 | Int(encoded[index + 1])]
                                | placed[512 | Int(encoded[index + 2])] | placed[768 | Int(encoded[index + 3])]
                            guard bits < notALetter else { break }
                            decoder.writeGroup(bits)
                            index += 4
                        }
                        guard index < encoded.count else { break }
                    }
                    guard decoder.read(sextets[Int(encoded[index])]) else { return nil }
                    index += 1
                }
                return decoder.isBetweenGroups ? decoder.written : nil
            }
        }
    }

    /// The decoder's state between characters read one at a time.
    private struct GroupDecoder {
        let output: UnsafeMutableBufferPointer<UInt8>
        private(set) var written = 0
        private var group: UInt32 = 0
        private var filled = 0
        /// The `=` read; after a group closed with them, nothing but line breaks may follow.
        private var padding = 0

        init(output: UnsafeMutableBufferPointer<UInt8>) {
            self.output = output
        }

        /// Whether no group is part read and another may start.
        var isAtGroupStart: Bool { filled == 0 && padding == 0 }

        /// Whether no group is part read.
        var isBetweenGroups: Bool { filled == 0 }

        /// Writes a whole group's 24 `bits`: as one four-byte store where the buffer has a byte to spare after the
        /// three (the next group overwrites it), else a byte at a time.
        mutating func writeGroup(_ bits: UInt32) {
            if written + 4 <= output.count, let base = output.baseAddress {
                // `written + 4 <= output.count`: the four bytes stored are the buffer's own.
                UnsafeMutableRawPointer(base + written).storeBytes(of: (bits << 8).bigEndian, as: UInt32.self)
            } else {
                output[written] = UInt8(truncatingIfNeeded: bits >> 16)
                output[written + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                output[written + 2] = UInt8(truncatingIfNeeded: bits)
            }
            written += 3
        }

        /// Reads one character's value from `sextets`; false when it cannot stand where it does.
        mutating func read(_ value: UInt8) -> Bool {
            switch value {
            case WrappedBase64.lineBreak:
                return true
            case WrappedBase64.pad:
                guard filled >= 2 else { return false }
                padding += 1
            case ..<64:
                guard padding == 0 else { return false }
                group |= UInt32(value) << (18 - 6 * UInt32(filled))
            default:
                return false
            }
            filled += 1
            guard filled == 4 else { return true }
            for byte in 0..<(3 - padding) {
                output[written] = UInt8(truncatingIfNeeded: group >> (16 - 8 * UInt32(byte)))
                written += 1
            }
            group = 0
            filled = 0
            return true
        }
    }

    private static let lineBreak: UInt8 = 0xFE
    private static let pad: UInt8 = 0xFD
    private static let invalid: UInt8 = 0xFF

    /// For each of a group's four places, each byte's six bits where they go in the group's 24 (`placed[place << 8 |
    /// byte]`), or `notALetter` for a byte that is no letter of the alphabet (a line break and `=` among them).
    private static let placedBits: [UInt32] = {
        var bits = [UInt32](repeating: notALetter, count: 1_024)
        for byte in 0..<256 where sextets[byte] < 64 {
            for place in 0..<4 { bits[place << 8 | byte] = UInt32(sextets[byte]) << (18 - 6 * place) }
        }
        return bits
    }()

    private static let notALetter: UInt32 = 1 << 24

    /// Each byte's value: a letter's six bits, or `lineBreak`, `pad` or `invalid`.
    private static let sextets: [UInt8] = {
        var values = [UInt8](repeating: invalid, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (value, letter) in alphabet.enumerated() { values[Int(letter)] = UInt8(value) }
        values[Int(UInt8(ascii: "\n"))] = lineBreak
        values[Int(UInt8(ascii: "\r"))] = lineBreak
        values[Int(UInt8(ascii: "="))] = pad
        return values
    }()
}
