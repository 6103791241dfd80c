/// The cursor that `JSONParser` moves over a buffer of UTF-8 bytes, one JSON value at a time.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    /// The members of the objects being read, innermost last; an object's dictionary is built once, at its
    /// closing brace, with the right capacity (growing it key by key rehashes every key several times).
    private var pendingMembers: [(key: JSONKey, value: JSONValue)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func failure(_ reason: String) -> MappingError {
        .invalidJSON(reason: reason, offset: offset)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Reads the value at the cursor, keeping what `selection` names; with no selection the value is only
    /// checked and skipped (`.null` stands in for it), so that nothing of it is built.
    mutating func readValue(depth: Int, selection: JSONSelection?) throws(MappingError) -> JSONValue {
        guard offset < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1, selection: selection)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1, selection: selection)
        case UInt8(ascii: "\""):
            guard selection != nil else {
                try skipString()
                return .null
            }
            return try readString().map(JSONValue.string) ?? .invalidString
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw failure("unexpected character")
        }
    }

    private mutating func readLiteral(_ literal: StaticString) throws(MappingError) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw failure("unexpected end of input") }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
            throw failure("invalid literal")
        }
        offset += count
    }

    private mutating func readObject(depth: Int, selection: JSONSelection?) throws(MappingError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw failure("nesting deeper than \(JSONParser.maximumDepth)") }
        offset += 1
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object([:])
        }
        let firstMember = pendingMembers.count
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a string key")
            }
            guard let name = try readString() else { throw failure("invalid UTF-8 in a member name") }
            let key = JSONKey(name)
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            skipWhitespace()
            let memberSelection = selection?.member(key)
            let value = try readValue(depth: depth, selection: memberSelection)
            if memberSelection != nil { pendingMembers.append((key, value)) }
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of input in an object") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return selection == nil ? .null : .object(takeMembers(from: firstMember))
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    /// Builds the dictionary of the object whose members start at `first`; a repeated key keeps its last value.
    private mutating func takeMembers(from first: Int) -> [JSONKey: JSONValue] {
        var members = [JSONKey: JSONValue](minimumCapacity: pendingMembers.count - first)
        for index in first..<pendingMembers.count {
            members[pendingMembers[index].key] = pendingMembers[index].value
        }
        pendingMembers.removeSubrange(first...)
        return members
    }

    private mutating func readArray(depth: Int, selection: JSONSelection?) throws(MappingError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw failure("nesting deeper than \(JSONParser.maximumDepth)") }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let element = try readValue(depth: depth, selection: selection)
            if selection != nil { elements.append(element) }
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of input in an array") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return selection == nil ? .null : .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    /// Reads a string starting at its opening quote, or `nil` (having read past its closing quote) when its bytes
    /// are not UTF-8; the fast path copies escape-free runs in one step.
    mutating func readString() throws(MappingError) -> String? {
        offset += 1
        let start = offset
        var allBits: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                // ASCII needs no UTF-8 validation, and `String(decoding:)` is much cheaper than `String(validating:)`.
                let text =
                    allBits < 0x80
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                    : makeString(from: start, to: offset)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if byte < 0x20 { throw failure("control character in a string") }
            allBits |= byte
            offset += 1
        }
        throw failure("unterminated string")
    }

    /// Moves past a string starting at its opening quote, rejecting what `readString()` rejects (control
    /// characters, bad escapes, no closing quote) without building it.
    private mutating func skipString() throws(MappingError) {
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x20 { throw failure("control character in a string") }
            offset += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { throw failure("unterminated string") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"): _ = try readUnicodeEscape()
                default: throw failure("invalid escape in a string")
                }
            default: continue
            }
        }
        throw failure("unterminated string")
    }

    private func makeString(from start: Int, to end: Int) -> String? {
        String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The string whose first escape is at `offset`, its text starting at `start`; `nil` when it is not UTF-8.
    ///
    /// Its bytes are gathered into one buffer (runs copied whole, escapes encoded) and validated once at the end, so a
    /// long string with many escapes (a README's base64 content has `\n` every 60 characters) costs time in
    /// proportion to its length. A backslash is ASCII, so no multi-byte sequence spans one, and the whole is valid
    /// exactly when every run between escapes is. The buffer has room for the whole string at once (escapes only
    /// shorten it): a README's base64 content grown a run at a time would be copied to a buffer twice as large again
    /// and again, and its new pages faulted in each time.
    ///
    /// A string written in ASCII (a README's base64 content) is gathered straight into the new string's own storage:
    /// its runs are ASCII and each escape is written as its scalar's UTF-8, so it is valid as it stands, and gathering
    /// it apart would copy all of it once more.
    private mutating func readEscapedString(from start: Int) throws(MappingError) -> String? {
        let end = closingQuoteBound(from: offset)
        var outcome: Result<Int, MappingError> = .success(0)
        if isASCII(from: start, to: end) {
            let text = String(unsafeUninitializedCapacity: end - start) { buffer in
                outcome = Result { () throws(MappingError) -> Int in try unescape(from: start, into: buffer) }
                return (try? outcome.get()) ?? 0
            }
            _ = try outcome.get()
            return text
        }
        let text = [UInt8](unsafeUninitializedCapacity: end - start) { buffer, initializedCount in
            outcome = Result { () throws(MappingError) -> Int in try unescape(from: start, into: buffer) }
            initializedCount = (try? outcome.get()) ?? 0
        }
        _ = try outcome.get()
        return String(validating: text, as: UTF8.self)
    }

    /// Writes the text of the string whose first escape is at `offset`, its text starting at `start`, into `buffer`
    /// (runs copied whole, escapes decoded), moves past its closing quote, and returns the number of bytes written.
    /// `buffer` must hold the string's bytes up to `closingQuoteBound(from:)`: no escape is shorter than what it
    /// stands for (`\uD83D\uDE00`, twelve bytes, is four of UTF-8; a lone surrogate, six, is U+FFFD's three).
    private mutating func unescape(
        from start: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws(MappingError) -> Int {
        var count = 0
        // `initialize(fromContentsOf:)` traps rather than writes past the slice it is given, and returns where the
        // copy ended.
        func appendRun(from runStart: Int) {
            count = buffer[count...].initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
        }
        // Every escape writes no more bytes than it takes up, so `count` stays within the text read so far, and the
        // byte written at `count` is within `buffer`.
        func append(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }
        appendRun(from: start)
        var runStart = offset
        while offset < bytes.count {
            offset = endOfPlainRun(from: offset)
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                appendRun(from: runStart)
                offset += 1
                return count
            }
            if byte < 0x20 { throw failure("control character in a string") }
            appendRun(from: runStart)
            offset += 1
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): append(escape)
            case UInt8(ascii: "b"): append(0x08)
            case UInt8(ascii: "f"): append(0x0C)
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try readUnicodeEscape()
                UTF8.encode(scalar, into: append)
            default: throw failure("invalid escape in a string")
            }
            runStart = offset
        }
        throw failure("unterminated string")
    }

    /// Whether the bytes from `start` to `end` are all ASCII: eight are tested at once while eight remain (a byte
    /// beyond ASCII has its top bit set).
    private func isASCII(from start: Int, to end: Int) -> Bool {
        var position = start
        if let base = bytes.baseAddress {
            var bits: UInt64 = 0
            while position + 8 <= end {
                // `position + 8 <= end`, and `end` is within `bytes`: the eight bytes loaded are the buffer's own.
                bits |= UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                position += 8
            }
            guard bits & 0x8080_8080_8080_8080 == 0 else { return false }
        }
        while position < end {
            if bytes[position] >= 0x80 { return false }
            position += 1
        }
        return true
    }

    /// Where the string whose first escape is at `from` ends at the latest: its closing quote, or the end of the input.
    private func closingQuoteBound(from start: Int) -> Int {
        var position = start
        while true {
            position = endOfPlainRun(from: position)
            guard position < bytes.count else { return bytes.count }
            switch bytes[position] {
            case UInt8(ascii: "\""): return position
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
    }

    /// The first offset at or after `start` whose byte ends a run of a string's plain bytes: a quote, a backslash or
    /// a control character, or the input's end. Eight bytes are tested at once while eight remain, each test exact
    /// for the 64-bit word as a whole: a byte equal to a quote or a backslash is a zero byte of the word exclusive-or
    /// that byte repeated, which borrows into its own top bit in `x - 0x01…01` where its top bit was clear; a byte
    /// below 0x20 does the same in `word - 0x20…20`.
    private func endOfPlainRun(from start: Int) -> Int {
        var position = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quotes = ones &* UInt64(UInt8(ascii: "\""))
            let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
            while position + 8 <= bytes.count {
                // `position + 8 <= bytes.count`: the eight bytes loaded are the buffer's own.
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let quote = word ^ quotes
                let backslash = word ^ backslashes
                let found =
                    ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                guard found & (ones &* 0x80) == 0 else { break }
                position += 8
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        return position
    }

    /// Reads the hex digits after `\u`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func readUnicodeEscape() throws(MappingError) -> Unicode.Scalar {
        let first = try readHexQuad()
        if (0xD800...0xDBFF).contains(first) {
            if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                let saved = offset
                offset += 2
                let second = try readHexQuad()
                if (0xDC00...0xDFFF).contains(second) {
                    let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(combined) ?? "\u{FFFD}"
                }
                offset = saved
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func readHexQuad() throws(MappingError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Reads a number by JSON's grammar; integers that fit stay `Int`, the rest become `Double`.
    private mutating func readNumber() throws(MappingError) -> JSONValue {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("invalid number") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("invalid number") }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("invalid number") }
            skipDigits()
        }
        if isInteger, let integer = parseInteger(from: start, to: offset) {
            return .integer(integer)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else { throw failure("number out of range") }
        return .double(double)
    }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Accumulates decimal digits with overflow checks; `nil` when the value does not fit in `Int`.
    private func parseInteger(from start: Int, to end: Int) -> Int? {
        var index = start
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var value = 0
        while index < end {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (multiplied, overflowOnMultiply) = value.multipliedReportingOverflow(by: 10)
            let (added, overflowOnAdd) =
                isNegative ? multiplied.subtractingReportingOverflow(digit) : multiplied.addingReportingOverflow(digit)
            if overflowOnMultiply || overflowOnAdd { return nil }
            value = added
            index += 1
        }
        return value
    }
}
