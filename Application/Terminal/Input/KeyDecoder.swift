import StyledText

/// Turns raw terminal input bytes into key presses, keeping incomplete sequences for the next read.
///
/// Arrows come in CSI (`ESC [ A`) and SS3 (`ESC O A`) form, modifiers ignored; Home and End in the xterm, VT220
/// and rxvt forms; unknown or malformed sequences are swallowed whole and never leak as characters. A lone ESC
/// stays pending (`hasPendingEscape`) because it may start a sequence whose rest has not arrived: the caller
/// calls `flushPendingEscape()` after a short pause to report it as the Escape key. ESC followed by a byte
/// that cannot start a sequence (Alt plus a key) is reported as Escape followed by that key.
///
/// Mouse reports are read in SGR form (`ESC [ < button ; column ; row M`, or `m` for a release) and in the older
/// X10 form (`ESC [ M` and three raw bytes): the wheel turned up or down (buttons 64 and 65, with or without Shift,
/// Alt or Ctrl held) is `Key.wheelUp` or `Key.wheelDown`; clicks, releases, drags and other buttons are swallowed
/// whole, so none of their bytes is ever taken as a key.
///
/// Text between the bracketed-paste marks (`ESC [200~` … `ESC [201~`) is one `Key.paste`, however many reads it
/// spans and whatever bytes it holds (newlines, ESC, `q`): a paste is never taken as keys. Only its first
/// `maximumPasteLength` bytes are kept.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var isDiscardingSequence = false
    /// The pasted bytes so far while inside a paste, else nil.
    private var paste: [UInt8]?

    /// The longest control sequence accepted before it is discarded as garbage.
    private static let maximumSequenceLength = 32
    /// The most bytes of one paste kept (the rest is dropped).
    static let maximumPasteLength = 16384
    /// The mark that ends a paste.
    private static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), 0x32, 0x30, 0x31, UInt8(ascii: "~")]

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether input ends in an ESC that may still start a sequence (never inside a paste).
    public var hasPendingEscape: Bool {
        paste == nil && pending.first == 0x1B
    }

    /// Adds bytes read from the terminal and returns the keys they complete.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return drain()
    }

    /// Reports a pending ESC as the Escape key (followed by whatever came after it), once the caller has waited
    /// long enough to know no sequence is coming.
    public mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else { return [] }
        pending.removeFirst()
        return [.escape] + drain()
    }

    private mutating func drain() -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = collectPaste(from: index) else {
                    return keys
                }
                keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                paste = nil
                index = end
                continue
            }
            if isDiscardingSequence {
                switch pending[index] {
                case 0x20...0x3F:
                    index += 1
                    continue
                case 0x40...0x7E:
                    index += 1
                    isDiscardingSequence = false
                    continue
                default:
                    isDiscardingSequence = false
                }
            }
            switch Self.parse(pending[index...]) {
            case .complete(let key, let length):
                if let key {
                    keys.append(key)
                }
                index += length
            case .overlong(let length):
                index += length
                isDiscardingSequence = true
            case .pasteStart(let length):
                index += length
                paste = []
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Moves pasted bytes from `pending[start...]` into the paste. Returns the index just past the end mark when the
    /// paste is complete; otherwise keeps only what may be the start of the end mark pending and returns nil.
    private mutating func collectPaste(from start: Int) -> Int? {
        let mark = Self.pasteEnd
        var index = start
        while index < pending.count {
            if pending[index] == mark[0] {
                let available = pending[index..<min(pending.count, index + mark.count)]
                if available.elementsEqual(mark) {
                    keepPasted(pending[start..<index])
                    return index + mark.count
                }
                if available.count < mark.count, available.elementsEqual(mark.prefix(available.count)) {
                    keepPasted(pending[start..<index])
                    pending.removeFirst(index)
                    return nil
                }
            }
            index += 1
        }
        keepPasted(pending[start...])
        pending.removeAll()
        return nil
    }

    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumPasteLength - (paste?.count ?? 0)
        if room > 0 {
            paste?.append(contentsOf: bytes.prefix(room))
        }
    }

    /// The outcome of parsing at the start of the pending bytes.
    private enum Parse {
        /// A key (nil when swallowed) and the number of bytes it used.
        case complete(Key?, length: Int)
        /// A control sequence longer than any key: the bytes so far are dropped, and so is the rest of it.
        case overlong(length: Int)
        /// The mark that starts a paste, and its length.
        case pasteStart(length: Int)
        /// More bytes are needed.
        case incomplete
    }

    private static func parse(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return parseEscape(bytes)
        case 0x0D, 0x0A:
            return .complete(.enter, length: 1)
        case 0x09:
            return .complete(.tab, length: 1)
        case 0x08, 0x7F:
            return .complete(.backspace, length: 1)
        case 0x01...0x1A:
            return .complete(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F:
            return .complete(nil, length: 1)
        case 0x20...0x7E:
            return .complete(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            return parseUTF8(bytes)
        }
    }

    private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return parseControlSequence(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return .incomplete }
            return .complete(cursorKey(final: bytes[start + 2]), length: 3)
        default:
            return .complete(.escape, length: 1)
        }
    }

    private static func parseControlSequence(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        var index = start + 2
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "M") {
            return parseX10Mouse(bytes)
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
                if index - start > maximumSequenceLength {
                    return .overlong(length: index - start)
                }
            case 0x40...0x7E:
                let parameters = bytes[(start + 2)..<index]
                if byte == UInt8(ascii: "~"), parameters.elementsEqual("200".utf8) {
                    return .pasteStart(length: index + 1 - start)
                }
                if parameters.first == UInt8(ascii: "<") {
                    return .complete(
                        sgrMouseKey(parameters: parameters.dropFirst(), final: byte), length: index + 1 - start)
                }
                return .complete(controlSequenceKey(parameters: parameters, final: byte), length: index + 1 - start)
            default:
                return .complete(nil, length: index - start)
            }
        }
        return .incomplete
    }

    /// The X10 mouse report `ESC [ M` followed by three raw bytes: the button plus 32, then the column and row plus 32.
    private static func parseX10Mouse(_ bytes: ArraySlice<UInt8>) -> Parse {
        let length = 6
        guard bytes.count >= length else { return .incomplete }
        let button = Int(bytes[bytes.startIndex + 3]) - 32
        return .complete(wheelKey(button: button), length: length)
    }

    /// The wheel key an SGR mouse report (`button;column;row`, after the `<`) stands for; nil for anything else,
    /// including releases (final `m`) and reports whose parameters are not three numbers.
    private static func sgrMouseKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "M") else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3, let button = Int(String(decoding: fields[0], as: UTF8.self)) else { return nil }
        return wheelKey(button: button)
    }

    /// `wheelUp` for button code 64 and `wheelDown` for 65, whatever modifier bits (Shift 4, Alt 8, Ctrl 16) are set;
    /// nil for every other button, a drag (bit 32) included.
    private static func wheelKey(button: Int) -> Key? {
        let modifiers = 4 | 8 | 16
        switch button & ~modifiers {
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }

    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "~") else {
            return cursorKey(final: final)
        }
        let firstParameter = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: firstParameter, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }

    private static func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        let length: Int
        switch bytes[start] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .complete(nil, length: 1)
        }
        let available = bytes.prefix(length)
        guard available.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }) else {
            return .complete(nil, length: 1)
        }
        guard available.count == length else { return .incomplete }
        guard let text = String(validating: available, as: UTF8.self), let scalar = text.unicodeScalars.first,
            !TerminalText.isControl(scalar)
        else {
            return .complete(nil, length: length)
        }
        return .complete(.character(Character(scalar)), length: length)
    }
}
