extension StringProtocol {
    /// Whether every byte of the text is printable ASCII (U+0020–U+007E): then each byte is a grapheme cluster of
    /// its own, one column wide, and safe to show.
    @inlinable
    public var isPrintableASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.endOfPrintableASCII(from: 0) == $0.count }
            ?? utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Whether every byte of the text's UTF-8 satisfies `predicate`, tested over the string's own contiguous bytes
    /// when it has them (every native string does). `utf8.allSatisfy` steps the view's iterator a byte at a time,
    /// which is several times slower, and these tests run over every row of a README.
    @inlinable
    public func allUTF8Bytes(satisfy predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
