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
        guard let data = Data(base64Encoded: Self.withoutLineBreaks(content)) else {
            throw .badResponse(reason: "GitHub sent a README whose base64 content does not decode", keyPath: "content")
        }
        return data
    }

    /// The bytes of `text` without its line breaks, copied a line at a time: base64 is ASCII, so bytes are read,
    /// not characters, and GitHub breaks it every 60 of them.
    private static func withoutLineBreaks(_ text: String) -> Data {
        var contiguous = text
        let unwrapped = contiguous.withUTF8 { bytes in
            var unwrapped: [UInt8] = []
            unwrapped.reserveCapacity(bytes.count)
            var lineStart = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                unwrapped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
                lineStart = index + 1
            }
            unwrapped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart...]))
            return unwrapped
        }
        return Data(unwrapped)
    }
}
