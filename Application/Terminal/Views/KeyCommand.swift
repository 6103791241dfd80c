/// What a key asks the screens to do; one mapping from keys to intentions, shared by every screen.
enum KeyCommand: Hashable, Sendable {
    /// ↑ or k.
    case moveUp
    /// ↓ or j.
    case moveDown
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// g or Home.
    case top
    /// G or End.
    case bottom
    /// Enter: open the selected row.
    case open
    /// Esc, Backspace, h or ←: back to the screen before.
    case back
    /// `/`: edit the search text.
    case editQuery
    /// s: the next sort.
    case cycleSort
    /// S: the other order (descending ↔ ascending).
    case flipOrder
    /// r: load again.
    case refresh
    /// o: open in the browser.
    case openInBrowser
    /// a: the account screen.
    case account
    /// ?: the key bindings.
    case help
    /// q, Ctrl-C or Ctrl-D: quit.
    case quit

    /// The command bound to `key`, or nil for a key that does nothing.
    init?(key: Key) {
        switch key {
        case .up, .character("k"): self = .moveUp
        case .down, .character("j"): self = .moveDown
        case .pageUp, .control("b"): self = .pageUp
        case .pageDown, .control("f"), .character(" "): self = .pageDown
        case .home, .character("g"): self = .top
        case .end, .character("G"): self = .bottom
        case .enter, .right, .character("l"): self = .open
        case .escape, .backspace, .left, .character("h"): self = .back
        case .character("/"): self = .editQuery
        case .character("s"): self = .cycleSort
        case .character("S"): self = .flipOrder
        case .character("r"): self = .refresh
        case .character("o"): self = .openInBrowser
        case .character("a"): self = .account
        case .character("?"): self = .help
        case .character("q"), .interrupt, .endOfTransmission: self = .quit
        default: return nil
        }
    }
}
