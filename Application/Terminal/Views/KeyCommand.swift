/// What a key asks the program to do: the one mapping from keys to intentions, and the keys' names.
///
/// `TerminalApplication` maps each key once, with `init(key:)`, and acts on the command or hands it to the screen on
/// top (`TerminalView.perform(_:)`); no screen looks at keys to find out what they mean. The mapping is total: a key
/// bound to nothing is `.unbound`. While a screen edits text, its keys are text, not commands, except `.interrupt` and
/// `.suspend`. Adding a command is this file (its case, its keys and their names) and the screen that answers it (a
/// `KeyBinding` with its help line); a screen that does not answer a command never names it.
enum KeyCommand: Hashable, Sendable {
    /// ↑ or k.
    case moveUp
    /// ↓ or j.
    case moveDown
    /// Page Up or Ctrl-B.
    case pageUp
    /// Page Down, Ctrl-F or Space.
    case pageDown
    /// Ctrl-U: half a page up.
    case halfPageUp
    /// Ctrl-D: half a page down.
    case halfPageDown
    /// The mouse wheel turned up: scroll a few lines up.
    case scrollUp
    /// The mouse wheel turned down: scroll a few lines down.
    case scrollDown
    /// g or Home.
    case top
    /// G or End.
    case bottom
    /// Enter, l or →: open the selected row.
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
    /// `*`: star the repository shown, or unstar it when it is starred.
    case toggleStar
    /// t: your starred repositories.
    case starred
    /// i: the repository's issues.
    case issues
    /// p: the repository's pull requests.
    case pullRequests
    /// u: the repositories of the owner of what is shown (the repository's owner, the signed-in account).
    case ownerRepositories
    /// f: the next state filter (open, closed, all).
    case cycleFilter
    /// ?: the key bindings.
    case help
    /// m: turn mouse reporting off (the terminal selects text again) or back on.
    case toggleMouse
    /// O: show the offline snapshot instead of GitHub, when GitHub cannot be reached.
    case switchToOffline
    /// q: quit (a letter while text is edited).
    case quit
    /// Ctrl-C: quit, even while text is edited.
    case interrupt
    /// Ctrl-Z: suspend the program, even while text is edited.
    case suspend
    /// Text pasted outside a text field: the search list starts editing its query with it.
    case paste(String)
    /// A key bound to nothing: the help closes on it, the other screens ignore it.
    case unbound

    /// How many lines (or rows) one notch of the mouse wheel scrolls.
    static let wheelLines = 3

    init(key: Key) {
        switch key {
        case .up, .character("k"): self = .moveUp
        case .down, .character("j"): self = .moveDown
        case .pageUp, .control("b"): self = .pageUp
        case .pageDown, .control("f"), .character(" "): self = .pageDown
        case .control("u"): self = .halfPageUp
        case .control("d"): self = .halfPageDown
        case .wheelUp: self = .scrollUp
        case .wheelDown: self = .scrollDown
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
        case .character("*"): self = .toggleStar
        case .character("t"): self = .starred
        case .character("i"): self = .issues
        case .character("p"): self = .pullRequests
        case .character("u"): self = .ownerRepositories
        case .character("f"): self = .cycleFilter
        case .character("?"): self = .help
        case .character("m"): self = .toggleMouse
        case .character("O"): self = .switchToOffline
        case .character("q"): self = .quit
        case .interrupt: self = .interrupt
        case .suspend: self = .suspend
        case .paste(let text): self = .paste(text)
        default: self = .unbound
        }
    }

    /// The keys bound to the command, as the help and the usage document name them (`↑ k`).
    var keyNames: [String] {
        switch self {
        case .moveUp: ["↑", "k"]
        case .moveDown: ["↓", "j"]
        case .pageUp: ["PgUp", "Ctrl-B"]
        case .pageDown: ["PgDn", "Ctrl-F", "Space"]
        case .halfPageUp: ["Ctrl-U"]
        case .halfPageDown: ["Ctrl-D"]
        case .scrollUp, .scrollDown: ["Wheel"]
        case .top: ["g", "Home"]
        case .bottom: ["G", "End"]
        case .open: ["Enter", "l", "→"]
        case .back: ["Esc", "Backspace", "h", "←"]
        case .editQuery: ["/"]
        case .cycleSort: ["s"]
        case .flipOrder: ["S"]
        case .refresh: ["r"]
        case .openInBrowser: ["o"]
        case .account: ["a"]
        case .toggleStar: ["*"]
        case .starred: ["t"]
        case .issues: ["i"]
        case .pullRequests: ["p"]
        case .ownerRepositories: ["u"]
        case .cycleFilter: ["f"]
        case .help: ["?"]
        case .toggleMouse: ["m"]
        case .switchToOffline: ["O"]
        case .quit: ["q"]
        case .interrupt: ["Ctrl-C"]
        case .suspend: ["Ctrl-Z"]
        case .paste: ["paste"]
        case .unbound: []
        }
    }

    /// Whether `other` is the same command, whatever text a paste carries.
    func isSameCommand(as other: KeyCommand) -> Bool {
        switch (self, other) {
        case (.paste, .paste): true
        default: self == other
        }
    }
}
