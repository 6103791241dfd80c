import Foundation

/// Percent-encodes path segments and query components strictly: only RFC 3986 unreserved characters stay literal.
///
/// `URLComponents.queryItems` leaves `+` alone, which GitHub reads as a space (`c++` would search for `c`);
/// here `+`, `&`, `=`, `#`, `:`, `"`, `>`, `/`, spaces and every non-ASCII byte are escaped.
enum PercentEncoding {
    /// Letters, digits, `-`, `.`, `_` and `~`.
    static let unreserved: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return set
    }()

    /// `text` with everything but unreserved characters escaped as `%XX` of its UTF-8 bytes.
    static func encode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        let hexDigits = Array("0123456789ABCDEF")
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, unreserved.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded.append("%")
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return encoded
    }
}
