/// Many subscriptions of the 3-operator chain kept alive at once, to weigh what one live subscription holds on
/// the heap: `reserve(n)` sizes the list that keeps them (so the list itself is not weighed), `add` subscribes
/// one more, `send` sends a value to all of them, `finish` disposes them.
struct LiveSubscriptions {
    let reserve: (Int) -> Void
    let add: () -> Void
    let send: (Int) -> Void
    let finish: () -> Void
}
