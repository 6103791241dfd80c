/// The name of a JSON object member, compared, hashed and ordered by its Unicode scalars.
///
/// Swift's `String` equality follows canonical equivalence: `"é"` precomposed and `"e\u{301}"` are one string,
/// and so are `"\u{212A}otlin"` (KELVIN SIGN) and `"Kotlin"`. JSON (RFC 8259 §8.3), GitHub and parsers outside
/// Foundation compare member names by their code points, so two such keys are two members; `JSONKey` keeps
/// them apart. String literals convert to it, so `members["login"]` reads as before.
public struct JSONKey: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// A key named by a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }

    /// Equal when the names hold the same scalars (equal UTF-8 bytes), whatever their canonical equivalence.
    public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        lhs.name.utf8.elementsEqual(rhs.name.utf8)
    }

    /// Hashes the UTF-8 bytes, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = name.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in name.utf8 { hasher.combine(byte) }
        }
        hasher.combine(name.utf8.count)
    }

    /// Orders by scalar values (UTF-8 byte order is scalar order), the stable order `JSONWriter` writes keys in.
    public static func < (lhs: JSONKey, rhs: JSONKey) -> Bool {
        lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
}
