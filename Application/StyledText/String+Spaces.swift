extension String {
    /// `count` spaces (none when `count` is not positive).
    ///
    /// `String(repeating: " ", count:)` appends a one-space string `count` times: a long run of spaces (a line of
    /// tabs expanded) cost more than the rest of its line, 25 times what making it from its bytes at once costs. Up
    /// to 15 spaces are still made that way: they fit in a small string, which needs no allocation.
    public static func spaces(_ count: Int) -> String {
        guard count > 15 else { return String(repeating: " ", count: Swift.max(0, count)) }
        return String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: count), as: UTF8.self)
    }
}
