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

    /// The content's text and how many bytes it decoded to, when the content is base64; `nil` when GitHub left the
    /// content out. The bytes are decoded straight into the text's storage and read as UTF-8 (an ill-formed
    /// sequence becomes U+FFFD). Throws `.badResponse` when the content is not base64 (`WrappedBase64`).
    func decodedText() throws(RepositoryError) -> (text: String, byteCount: Int)? {
        guard encoding == "base64", var content else { return nil }
        var byteCount = 0
        let text = content.withUTF8 { encoded in
            try? String(unsafeUninitializedCapacity: WrappedBase64.maximumDecodedCount(ofEncoded: encoded.count)) {
                buffer throws(ContentIsNotBase64) in
                guard let count = WrappedBase64.decode(encoded, into: buffer) else { throw ContentIsNotBase64() }
                byteCount = count
                return count
            }
        }
        guard let text else {
            throw .badResponse(reason: "GitHub sent a README whose base64 content does not decode", keyPath: "content")
        }
        return (text, byteCount)
    }

    private struct ContentIsNotBase64: Error {}
}
