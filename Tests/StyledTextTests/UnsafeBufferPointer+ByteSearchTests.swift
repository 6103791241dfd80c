import StyledText
import XCTest

/// Bytes found eight at a time are where a byte-by-byte search finds them.
final class UnsafeBufferPointerByteSearchTests: XCTestCase {
    private func byteByByte(_ bytes: [UInt8], from offset: Int) -> Int {
        bytes[offset...].firstIndex { !(0x20...0x7E).contains($0) } ?? bytes.count
    }

    func test_endOfPrintableASCII_isWhereTheFirstOtherByteStands() {
        let boundaries: [UInt8] = [
            0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x41, 0x7D, 0x7E, 0x7F, 0x80, 0xBF, 0xC2, 0xE3, 0xFF,
        ]
        var generator = SeededGenerator(seed: 2026_11_29)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] =
                    Bool.random(using: &generator)
                    ? boundaries.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            let offset = Int.random(in: 0...count, using: &generator)
            let end = bytes.withUnsafeBufferPointer { $0.endOfPrintableASCII(from: offset) }
            XCTAssertEqual(end, byteByByte(bytes, from: offset), "\(bytes) from \(offset)")
        }
    }

    func test_endOfPrintableASCII_ofEveryByteInEveryPlaceOfAWord() {
        for byte in UInt8.min...UInt8.max {
            for place in 0..<17 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 17)
                bytes[place] = byte
                let end = bytes.withUnsafeBufferPointer { $0.endOfPrintableASCII(from: 0) }
                XCTAssertEqual(end, (0x20...0x7E).contains(byte) ? 17 : place, "\(byte) at \(place)")
            }
        }
    }

    func test_nextIndexOfAByte_isTheFirstAtOrAfterTheOffset() {
        var generator = SeededGenerator(seed: 2026_11_29_8)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let pool: [UInt8] = [0x0A, 0x8A, 0x0B, 0x09, 0x00, 0xFF, UInt8(ascii: "a")]
            let bytes = (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] }
            let offset = Int.random(in: 0...count, using: &generator)
            for needle: UInt8 in [0x0A, 0x00, 0xFF] {
                let found = bytes.withUnsafeBufferPointer { $0.nextIndex(of: needle, from: offset) }
                XCTAssertEqual(found, bytes[offset...].firstIndex(of: needle) ?? count, "\(bytes) \(needle) \(offset)")
            }
        }
    }

    func test_nextIndexOfAByte_ofEveryByteInEveryPlaceOfAWord() {
        for byte in UInt8.min...UInt8.max {
            for place in 0..<17 {
                var bytes = [UInt8](repeating: byte &+ 1, count: 17)
                bytes[place] = byte
                XCTAssertEqual(
                    bytes.withUnsafeBufferPointer { $0.nextIndex(of: byte, from: 0) }, place, "\(byte) at \(place)")
            }
        }
    }
}
