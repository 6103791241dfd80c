/// Many subscriptions of the 3-operator chain kept alive at once, to weigh what one live subscription holds on
/// the heap: `reserve(n)` sizes the list that keeps them (so the list itself is not weighed), `add` subscribes
/// one more, `send` sends a value to all of them, `finish` disposes them.
package struct LiveSubscriptions {
    package let reserve: (Int) -> Void
    package let add: () -> Void
    package let send: (Int) -> Void
    package let finish: () -> Void
}
