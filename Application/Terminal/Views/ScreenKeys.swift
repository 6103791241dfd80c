import Reactive

/// The keys a screen answers, each declared once, in the order its help and its footer's hints list them.
///
/// A key that fires an input of the view model is declared where that input is made: `trigger` returns the Driver
/// the input is given, so the binding names the input it fires and no other declaration can fire it. A key the view
/// answers itself (moving the selection, scrolling, editing text) is `add`ed with its action.
@MainActor
final class ScreenKeys {
    private(set) var bindings: [KeyBinding] = []

    func add(_ binding: KeyBinding) {
        bindings.append(binding)
    }

    /// A binding of `keys`, described as `meaning` in the help and as `hint` in the footer, and the input it fires.
    func trigger(_ keys: [Key], _ meaning: String, hint: String? = nil) -> Driver<Void> {
        trigger(keys, meaning, hint: hint) { () }
    }

    /// A binding of `keys` and the input it fires, with what `value` says at the moment of the key (the row
    /// selected).
    func trigger<Value: Sendable>(
        _ keys: [Key], _ meaning: String, hint: String? = nil, sending value: @escaping @MainActor () -> Value
    ) -> Driver<Value> {
        let fired = PublishRelay<Value>()
        add(KeyBinding(keys, meaning, hint: hint) { _ in fired.accept(value()) })
        return fired.asDriver()
    }
}
