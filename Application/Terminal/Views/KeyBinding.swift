/// One thing a screen does on a key, with the line its help shows.
///
/// Each screen declares its keys once, as a list of these (`TerminalView.keyBindings`): `perform(_:)` runs the
/// binding a command belongs to, the help overlay lists the bindings of the screen it is over, and the usage
/// document's keys tables are checked against them. A command no binding names does nothing on that screen.
struct KeyBinding {
    /// The commands that do it.
    let commands: [KeyCommand]
    /// What it does, as the help says it.
    let meaning: String
    /// What the footer shows for it (`Enter open`), for the keys worth a hint there.
    let hint: String?
    /// Does it, for the command that asked.
    let action: @MainActor (KeyCommand) -> Void

    /// A binding of `commands` to `action`, described as `meaning` in the help and as `hint` in the footer.
    init(
        _ commands: [KeyCommand], _ meaning: String, hint: String? = nil,
        action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.commands = commands
        self.meaning = meaning
        self.hint = hint
        self.action = action
    }

    /// The keys, as the help names them: each command's keys in turn, each name once (`↑ k ↓ j`).
    var keys: String {
        var names: [String] = []
        for name in commands.flatMap(\.keyNames) where !names.contains(name) {
            names.append(name)
        }
        return names.joined(separator: " ")
    }

    func answers(_ command: KeyCommand) -> Bool {
        commands.contains { $0.isSameCommand(as: command) }
    }
}
