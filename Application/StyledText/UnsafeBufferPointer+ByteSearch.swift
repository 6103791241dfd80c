extension UnsafeBufferPointer<UInt8> {
    /// Where the stretch of printable ASCII bytes (a space to `~`, 0x20–0x7E) that starts at `offset` ends: the index
    /// of the first other byte, or `count`. Eight bytes are tested at once while eight remain, with two tests over a
    /// 64-bit word that are exact for the word as a whole: a byte below 0x20 borrows into its own top bit in
    /// `word - 0x20…20` where its top bit was clear, and a byte above 0x7E has its top bit set in `word + 0x01…01` or
    /// already in `word`. Most of a README is such stretches, and every row and run is asked about them.
    @inlinable
    public func endOfPrintableASCII(from offset: Int) -> Int {
        var index = offset
        if let base = baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= count {
                // `index + 8 <= count`: the eight bytes loaded are the buffer's own.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let below = (word &- ones &* 0x20) & ~word & (ones &* 0x80)
                let above = ((word &+ ones) | word) & (ones &* 0x80)
                guard below | above == 0 else { break }
                index += 8
            }
        }
        while index < count, self[index] &- 0x20 < 0x5F { index += 1 }
        return index
    }

    /// The index of the first `byte` at or after `offset`, or `count`: eight bytes are tested at once while eight
    /// remain, by the same exact test on a 64-bit word (a byte equal to `byte` is a zero byte of the word exclusive-or
    /// `byte` repeated, which borrows into its own top bit in `x - 0x01…01` where its top bit was clear). Finds the
    /// line feeds of a README's text.
    @inlinable
    public func nextIndex(of byte: UInt8, from offset: Int) -> Int {
        var index = offset
        if let base = baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let repeated = ones &* UInt64(byte)
            while index + 8 <= count {
                // `index + 8 <= count`: the eight bytes loaded are the buffer's own.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ repeated
                guard (word &- ones) & ~word & (ones &* 0x80) == 0 else { break }
                index += 8
            }
        }
        while index < count, self[index] != byte { index += 1 }
        return index
    }
}
