extension String {
    /// The text whose UTF-8 is `bytes`, exactly as `String(decoding: bytes, as: UTF8.self)` makes it (an ill-formed
    /// sequence becomes U+FFFD), decoded a stretch at a time. The standard library checks text that is all ASCII
    /// eight bytes at a time, but a single byte beyond ASCII anywhere sends the whole text through its byte-by-byte
    /// check, several times slower; a README is mostly ASCII with a few such bytes. So each stretch of ASCII at least
    /// `longStretch` bytes long is decoded apart, and the bytes between two such stretches together. An ASCII byte
    /// always decodes to itself and ends any sequence before it, so decoding pieces that meet at the edges of ASCII
    /// stretches and joining them gives the same text as decoding the whole.
    init(decodingUTF8InStretches bytes: UnsafeBufferPointer<UInt8>) {
        var text = ""
        var pieceStart = 0
        var index = 0
        // Every offset below is within `bytes`, which is all the rebased buffers read.
        func decode(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        while index < bytes.count {
            let stretchEnd = Self.endOfASCII(in: bytes, from: index)
            if stretchEnd - index >= Self.longStretch || (pieceStart == 0 && stretchEnd == bytes.count) {
                if text.isEmpty { text.reserveCapacity(bytes.count) }
                if index > pieceStart { text += decode(pieceStart..<index) }
                text += decode(index..<stretchEnd)
                pieceStart = stretchEnd
            }
            index = stretchEnd
            while index < bytes.count, bytes[index] >= 0x80 { index += 1 }
        }
        if pieceStart < bytes.count { text += decode(pieceStart..<bytes.count) }
        self = text
    }

    /// How long a stretch of ASCII must be to be decoded apart: the cost of one more piece to decode and join is
    /// about that of checking this many bytes one by one.
    private static let longStretch = 128

    /// The first index at or after `start` whose byte is beyond ASCII, or `bytes.count`: eight bytes are tested at once
    /// while eight remain (a byte beyond ASCII has its top bit set).
    private static func endOfASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                // `index + 8 <= bytes.count`: the eight bytes loaded are the buffer's own.
                guard UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else {
                    break
                }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return index
    }
}
