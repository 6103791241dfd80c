/// The ASCII bytes Markdown's inline syntax is made of, by name, and the classes of ASCII bytes its rules ask about.
extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamationMark = UInt8(ascii: "!")
    static let quotationMark = UInt8(ascii: "\"")
    static let numberSign = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let apostrophe = UInt8(ascii: "'")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let plusSign = UInt8(ascii: "+")
    static let hyphen = UInt8(ascii: "-")
    static let fullStop = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let lessThanSign = UInt8(ascii: "<")
    static let equalsSign = UInt8(ascii: "=")
    static let greaterThanSign = UInt8(ascii: ">")
    static let leftSquareBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let rightSquareBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")

    /// `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }

    /// `0`–`9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// `0`–`9`, `A`–`F` or `a`–`f`.
    var isASCIIHexDigit: Bool {
        isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    /// Printable ASCII that is neither a letter, a digit nor a space: each of these is Unicode punctuation or a symbol.
    var isASCIIPunctuationOrSymbol: Bool {
        self > .space && self < 0x7F && !isASCIILetter && !isASCIIDigit
    }

    /// ASCII whitespace as Unicode counts it: tab, line feed, vertical tab, form feed, carriage return and space.
    var isASCIIWhitespace: Bool { self == .space || (self >= 0x09 && self <= 0x0D) }
}
