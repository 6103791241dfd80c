/// What the program itself does on a key, on every screen: `TerminalApplication` answers these before the screen on
/// top, so no screen binds their keys.
enum ProgramKey: CaseIterable {
    case help
    case toggleMouse
    case switchToOffline
    /// q and Ctrl-C quit, Ctrl-Z suspends: Ctrl-C and Ctrl-Z even while a screen edits text.
    case quit

    var keys: [Key] {
        switch self {
        case .help: [.character("?")]
        case .toggleMouse: [.character("m")]
        case .switchToOffline: [.character("O")]
        case .quit: [.character("q"), .interrupt, .suspend]
        }
    }

    /// What it does, as the help says it.
    var meaning: String {
        switch self {
        case .help: "this help"
        case .toggleMouse: "mouse wheel off / on (off: dragging selects)"
        case .switchToOffline: "offline snapshot, when GitHub is unreachable"
        case .quit: "quit; Ctrl-Z suspends (fg resumes)"
        }
    }

    /// The key bindings of every program key, each doing what `action` does for the key and the key pressed.
    @MainActor static func bindings(action: @escaping @MainActor (ProgramKey, Key) -> Void) -> [KeyBinding] {
        allCases.map { programKey in
            KeyBinding(programKey.keys, programKey.meaning) { key in action(programKey, key) }
        }
    }
}
