import StyledText

/// The one-line search text editor opened with `/`: typing, pasting, Backspace, Delete, ←/→, Home/End; Enter
/// submits and Esc cancels. A paste is inserted as text, its line breaks and tabs as spaces and its other control
/// characters dropped, so it never submits or cancels. ↑ recalls the next older of the `suggestions` (the recent
/// searches starting with what was typed), ↓ the next newer, and past the newest the text typed comes back.
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
    /// The recent searches matching what was typed, newest first, that ↑ and ↓ recall.
    var suggestions: [String] = []
    /// The suggestion shown, while one is recalled.
    private(set) var recalled: Int?
    /// The text as typed (not as recalled).
    private(set) var typed: [Character]
    /// Whether anything was typed since the editor opened (until then, every recent search is suggested).
    private(set) var hasTyped = false

    /// Starts editing `text` with the cursor at its end.
    init(text: String = "") {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
        typed = characters
    }

    var text: String { String(characters) }

    /// The text whose matching recent searches are suggested: what was typed, or nothing before any typing.
    var suggestionPrefix: String { hasTyped ? String(typed) : "" }

    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .up:
            recall((recalled ?? -1) + 1)
            return .editing
        case .down:
            recall((recalled ?? 0) - 1)
            return .editing
        default:
            let outcome = edit(key)
            if characters != shownBeforeEditing {
                recalled = nil
                typed = characters
                hasTyped = true
            }
            return outcome
        }
    }

    /// The characters the editor shows when nothing was edited: the recalled suggestion, or the typed text.
    private var shownBeforeEditing: [Character] {
        guard let recalled, suggestions.indices.contains(recalled) else { return typed }
        return Array(suggestions[recalled].prefix(Self.maximumLength))
    }

    /// Shows the suggestion at `index` (clamped to the oldest), or the typed text for an index below 0.
    private mutating func recall(_ index: Int) {
        guard !suggestions.isEmpty, index >= 0 else {
            recalled = nil
            characters = typed
            cursor = characters.count
            return
        }
        let shown = min(index, suggestions.count - 1)
        recalled = shown
        characters = Array(suggestions[shown].prefix(Self.maximumLength))
        cursor = characters.count
    }

    private mutating func edit(_ key: Key) -> Outcome {
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
