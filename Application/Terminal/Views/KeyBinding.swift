/// One thing a screen does on some keys, with the line its help shows.
///
/// Each screen declares its keys once, as a list of these (`TerminalView.keyBindings`): `perform(_:)` runs the
/// binding a key belongs to, the help overlay lists the bindings of the screen it is over, and the usage document's
/// keys tables are checked against them. A key no binding names does nothing on that screen, and another screen may
/// bind the same key to something else.
struct KeyBinding {
    let keys: [Key]
    /// What it does, as the help says it.
    let meaning: String
    /// What the footer shows for it (`Enter open`), for the keys worth a hint there.
    let hint: String?
    /// Does it, for the key that was pressed.
    let action: @MainActor (Key) -> Void

    init(_ keys: [Key], _ meaning: String, hint: String? = nil, action: @escaping @MainActor (Key) -> Void) {
        self.keys = keys
        self.meaning = meaning
        self.hint = hint
        self.action = action
    }

    /// The keys as the help names them (`↑ k ↓ j`).
    var keyNames: String { keys.names }

    func answers(_ key: Key) -> Bool {
        keys.contains { $0.isSameKey(as: key) }
    }
}
