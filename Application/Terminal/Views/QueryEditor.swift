import StyledText

/// The one-line search text editor opened with `/`: typing, pasting, Backspace, Delete, ←/→, Home/End; Enter
/// submits and Esc cancels. A paste is inserted as text, its line breaks and tabs as spaces and its other control
/// characters dropped, so it never submits or cancels.
struct QueryEditor: Equatable, Sendable {
    /// What a key did to the edit.
    enum Outcome: Equatable, Sendable {
        /// The edit goes on.
        case editing
        /// Enter: search for this text.
        case submitted(String)
        /// Esc: the edit is abandoned.
        case cancelled
    }

    /// The longest text accepted (GitHub refuses more than 256 characters of keywords).
    static let maximumLength = 256

    /// The text typed so far.
    private(set) var characters: [Character]
    /// Where the next character goes, as an index into `characters`.
    private(set) var cursor: Int

    /// Starts editing `text` with the cursor at its end.
    init(text: String = "") {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
    }

    /// The text typed so far.
    var text: String { String(characters) }

    /// Applies one key.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter:
            return .submitted(text)
        case .escape:
            return .cancelled
        case .character(let character):
            insert(character)
        case .paste(let text):
            for character in Self.pastedCharacters(text) {
                insert(character)
            }
        case .backspace:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < characters.count {
                characters.remove(at: cursor)
            }
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        default:
            break
        }
        return .editing
    }

    /// The characters a paste inserts: line breaks and tabs become spaces, other control characters are dropped.
    static func pastedCharacters(_ text: String) -> [Character] {
        var characters: [Character] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                characters.append(" ")
            } else if !TerminalText.isControl(scalar) {
                characters.append(Character(scalar))
            }
        }
        return Array(String(characters))
    }

    private mutating func insert(_ character: Character) {
        guard characters.count < Self.maximumLength else { return }
        characters.insert(character, at: cursor)
        cursor += 1
    }

    /// Draws `/ text` on `row`, the cursor as a reversed cell, scrolled so that the cursor stays visible.
    func draw(into buffer: inout ScreenBuffer, row: Int) {
        let prompt = "/ "
        let available = max(1, buffer.size.columns - prompt.count - 1)
        var start = 0
        while DisplayWidth.of(String(characters[start..<cursor])) > available, start < cursor {
            start += 1
        }
        var column = buffer.write(prompt, row: row, column: 0, style: TextStyle(isBold: true))
        for index in start..<characters.count {
            let character = characters[index]
            let style = index == cursor ? TextStyle.selection : .plain
            let next = buffer.write(String(character), row: row, column: column, style: style)
            if next == column || next > buffer.size.columns { break }
            column = next
        }
        if cursor == characters.count {
            buffer.write(" ", row: row, column: column, style: .selection)
        }
    }
}
