extension String {
    /// `count` spaces (none when `count` is not positive).
    ///
    /// `String(repeating: " ", count:)` appends a one-space string `count` times: a long run of spaces (a line of
    /// tabs expanded) cost more than the rest of its line, 25 times what making it from its bytes at once costs. Up
    /// to 15 spaces are taken from a table made once: they fit in a small string, which needs no allocation, and
    /// padding asks for them many times over.
    public static func spaces(_ count: Int) -> String {
        guard count > 15 else { return smallSpaces[Swift.max(0, count)] }
        return String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: count), as: UTF8.self)
    }

    /// `spaces(n)` for `n` from 0 to 15.
    private static let smallSpaces = (0...15).map { String(repeating: " ", count: $0) }
}
