import Domain
import Foundation

/// The body of `GET /repos/{owner}/{repo}/readme` in its JSON form: the file's name and its content.
///
/// GitHub sends the content in base64 with line breaks; a file too large for that answers with an empty content
/// and another `encoding` (`none`), and its text must then be asked for raw.
struct ReadmeFile: BaseModel {
    /// The file's name (`README.md`).
    let name: String
    /// How `content` is encoded: `base64`, or `none` when GitHub left the content out.
    let encoding: String?
    /// The encoded content, line breaks included.
    let content: String?

    /// The members `init(map:)` reads.
    static let selection = JSONSelection(["name", "encoding", "content"])

    init(map: JSONMap) throws(MappingError) {
        name = try map.value("name")
        encoding = try map.optionalValue("encoding")
        content = try map.optionalValue("content")
    }

    /// The decoded bytes when the content is base64; `nil` when GitHub left the content out.
    /// Throws `.badResponse` when base64 content does not decode.
    func decodedContent() throws(RepositoryError) -> Data? {
        guard encoding == "base64", let content else { return nil }
        var unwrapped = Self.withoutLineBreaks(content)
        // The bytes are lent to the decoder without a copy: the `Data` that borrows them lives only inside this
        // closure, while `unwrapped` holds them.
        let decoded = unwrapped.withUnsafeMutableBytes { buffer -> Data? in
            guard let base = buffer.baseAddress else { return Data(base64Encoded: Data()) }
            return Data(base64Encoded: Data(bytesNoCopy: base, count: buffer.count, deallocator: .none))
        }
        guard let decoded else {
            throw .badResponse(reason: "GitHub sent a README whose base64 content does not decode", keyPath: "content")
        }
        return decoded
    }

    /// The bytes of `text` without its line breaks, copied a line at a time: base64 is ASCII, so bytes are read,
    /// not characters, and GitHub breaks it every 60 of them.
    private static func withoutLineBreaks(_ text: String) -> [UInt8] {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            var unwrapped: [UInt8] = []
            unwrapped.reserveCapacity(bytes.count)
            var lineStart = 0
            var index = 0
            while index < bytes.count {
                index = nextControl(in: bytes, from: index)
                guard index == bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
                else {
                    index += 1
                    continue
                }
                unwrapped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
                index += 1
                lineStart = index
            }
            return unwrapped
        }
    }

    /// The first index at or after `start` whose byte is below 0x20 (a line break among them), or `bytes.count`.
    /// Base64 holds no such byte, so a line is passed over eight bytes at a time while eight remain: a byte below
    /// 0x20 borrows into its own top bit in `word - 0x20…20` where its top bit was clear, a test exact for the word.
    private static func nextControl(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= bytes.count {
                // `index + 8 <= bytes.count`: the eight bytes loaded are the buffer's own.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                guard (word &- ones &* 0x20) & ~word & (ones &* 0x80) == 0 else { break }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] >= 0x20 { index += 1 }
        return index
    }
}
