@testable import Terminal

/// Every key `KeyDecoder` reports for the input a terminal sends: each single byte, each key's escape sequence in
/// every form it accepts, the wheel, Escape on its own and a paste. A binding of a key not among them is dead.
enum DecodableKeys {
    static let all: [Key] = {
        var keys: [Key] = []
        for byte in UInt8(0x00)...UInt8(0x7F) where byte != 0x1B {
            var decoder = KeyDecoder()
            keys += decoder.decode([byte])
        }
        let sequences = [
            "[A", "[B", "[C", "[D", "OA", "OB", "OC", "OD", "[H", "[F", "OH", "OF", "[1~", "[7~", "[4~", "[8~", "[3~",
            "[5~", "[6~", "[<64;1;1M", "[<65;1;1M", "[200~pasted\u{1B}[201~",
        ]
        for sequence in sequences {
            var decoder = KeyDecoder()
            keys += decoder.decode([0x1B] + Array(sequence.utf8))
        }
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B])
        keys += decoder.flushPendingEscape()
        return keys
    }()

    static func contains(_ key: Key) -> Bool {
        all.contains { $0.isSameKey(as: key) }
    }
}
