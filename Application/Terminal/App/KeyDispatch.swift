/// Where a key goes: to the program's own bindings when one answers it, else to the screen on top, which says what
/// the key means there. While that screen edits text, every key but Ctrl-C and Ctrl-Z is text for it.
///
/// No table maps keys to meanings for the whole program: two screens may bind the same key to different things, and
/// a screen that binds nothing to a key ignores it.
@MainActor
struct KeyDispatch {
    /// The program's bindings (`ProgramKey`), answered before any screen's.
    let programBindings: [KeyBinding]

    func dispatch(_ key: Key, to screen: any TerminalView) {
        if screen.isEditingText, key != .interrupt, key != .suspend {
            screen.edit(key)
        } else if let binding = programBindings.first(where: { $0.answers(key) }) {
            binding.action(key)
        } else {
            screen.perform(key)
        }
    }
}
