/// A move through what a screen shows (a list's selection, a page's scroll, the help's lines), with the keys every
/// screen that moves reads the same way: ↑ k and ↓ j a line, PgUp and PgDn (Ctrl-B, Ctrl-F, Space) a page, Ctrl-U and
/// Ctrl-D half a page, the mouse wheel three lines, g and G (Home, End) the ends.
enum Movement: Hashable, Sendable {
    case lineUp
    case lineDown
    case pageUp
    case pageDown
    case halfPageUp
    case halfPageDown
    case wheelUp
    case wheelDown
    case top
    case bottom

    /// How many lines (or rows) one notch of the mouse wheel moves.
    static let wheelLines = 3

    /// The keys of each kind of move, grouped as a screen's help lists them.
    static let lineKeys: [Key] = [.up, .character("k"), .down, .character("j")]
    static let pageKeys: [Key] = [.pageUp, .control("b"), .pageDown, .control("f"), .character(" ")]
    static let halfPageKeys: [Key] = [.control("u"), .control("d")]
    static let wheelKeys: [Key] = [.wheelUp, .wheelDown]
    static let endKeys: [Key] = [.character("g"), .home, .character("G"), .end]

    /// The move `key` asks for, or `nil` for a key that moves nothing.
    init?(_ key: Key) {
        switch key {
        case .up, .character("k"): self = .lineUp
        case .down, .character("j"): self = .lineDown
        case .pageUp, .control("b"): self = .pageUp
        case .pageDown, .control("f"), .character(" "): self = .pageDown
        case .control("u"): self = .halfPageUp
        case .control("d"): self = .halfPageDown
        case .wheelUp: self = .wheelUp
        case .wheelDown: self = .wheelDown
        case .home, .character("g"): self = .top
        case .end, .character("G"): self = .bottom
        default: return nil
        }
    }

    /// Where the move leads from line (or row) `position` with `visibleLines` on screen and `count` in all, not yet
    /// clamped: a page keeps one line of the page before in view.
    func target(from position: Int, visibleLines: Int, count: Int) -> Int {
        switch self {
        case .lineUp: position - 1
        case .lineDown: position + 1
        case .pageUp: position - max(1, visibleLines - 1)
        case .pageDown: position + max(1, visibleLines - 1)
        case .halfPageUp: position - max(1, visibleLines / 2)
        case .halfPageDown: position + max(1, visibleLines / 2)
        case .wheelUp: position - Self.wheelLines
        case .wheelDown: position + Self.wheelLines
        case .top: 0
        case .bottom: count - 1
        }
    }
}
