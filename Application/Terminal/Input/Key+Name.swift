extension Key {
    /// How the help and the usage document name the key (`↑`, `Ctrl-B`, `Space`); the wheel's two directions are one
    /// name, as every paste is.
    var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .delete: "Delete"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .wheelUp, .wheelDown: "Wheel"
        case .paste: "paste"
        }
    }

    /// Whether `other` is this key, whatever text a paste carries (a binding of `.paste("")` answers every paste).
    func isSameKey(as other: Key) -> Bool {
        switch (self, other) {
        case (.paste, .paste): true
        default: self == other
        }
    }
}

extension [Key] {
    /// The keys as the help names them, each name once (`↑ k ↓ j`; the wheel's two directions are one `Wheel`).
    var names: String {
        var names: [String] = []
        for name in map(\.name) where !names.contains(name) {
            names.append(name)
        }
        return names.joined(separator: " ")
    }
}
