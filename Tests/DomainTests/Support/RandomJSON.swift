import Domain

/// Random JSON documents for the property tests: valid trees, random bytes and mutated fixtures.
struct RandomJSON {
    var generator: SeededGenerator

    /// A random valid tree up to `depth` levels of arrays and objects; doubles are always finite.
    mutating func value(depth: Int) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer(integer())
        case 3: return .double(double())
        case 4, 5: return .string(string())
        case 6:
            return .array((0..<Int.random(in: 0...5, using: &generator)).map { _ in value(depth: depth - 1) })
        default:
            var members: [JSONKey: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                members[JSONKey(string())] = value(depth: depth - 1)
            }
            return .object(members)
        }
    }

    /// Between 0 and `maximumCount` random bytes, biased towards JSON's structural characters.
    mutating func bytes(maximumCount: Int) -> [UInt8] {
        let structural = Array(#"{}[]:,"\ -0123456789.eE+truefalsnul"#.utf8)
        return (0..<Int.random(in: 0...maximumCount, using: &generator)).map { _ in
            Bool.random(using: &generator)
                ? structural[Int.random(in: 0..<structural.count, using: &generator)]
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    /// `bytes` damaged in one of several ways: flipped bytes, truncation, a duplicated or deleted range,
    /// a splice from `other`, or an inserted structural character.
    mutating func mutate(_ bytes: [UInt8], splicingFrom other: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return other }
        var result = bytes
        let position = Int.random(in: 0..<result.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                result[Int.random(in: 0..<result.count, using: &generator)] ^= UInt8.random(
                    in: 1...255, using: &generator)
            }
        case 1:
            result.removeSubrange(position...)
        case 2:
            let end = min(result.count, position + Int.random(in: 1...64, using: &generator))
            result.insert(contentsOf: result[position..<end], at: end)
        case 3:
            let end = min(result.count, position + Int.random(in: 1...64, using: &generator))
            result.removeSubrange(position..<end)
        case 4:
            let start = Int.random(in: 0..<max(1, other.count), using: &generator)
            let end = min(other.count, start + Int.random(in: 1...256, using: &generator))
            result.replaceSubrange(position..<result.count, with: other[min(start, end)..<end])
        default:
            let structural = Array(#"{}[]:,"\"#.utf8)
            result.insert(structural[Int.random(in: 0..<structural.count, using: &generator)], at: position)
        }
        return result
    }

    private mutating func integer() -> Int {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return [Int.min, Int.max, 0, -1, 5_000_000_000][Int.random(in: 0..<5, using: &generator)]
        case 1: return Int.random(in: Int.min...Int.max, using: &generator)
        default: return Int.random(in: -1000...1000, using: &generator)
        }
    }

    private mutating func double() -> Double {
        while true {
            let candidate: Double =
                Bool.random(using: &generator)
                ? Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
                : Double.random(in: -1e6...1e6, using: &generator)
            if candidate.isFinite { return candidate }
        }
    }

    private mutating func string() -> String {
        let samples: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "é", "\u{2028}", "日", "🚀", "\u{FFFD}", "\u{10FFFF}",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            if Bool.random(using: &generator) {
                scalars.append(samples[Int.random(in: 0..<samples.count, using: &generator)])
            } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
