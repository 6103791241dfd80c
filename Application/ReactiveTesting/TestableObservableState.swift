import Reactive

/// The observers and subscription log of a testable observable.
struct TestableObservableState<Element: Sendable>: Sendable {
    var observers: [Int: AnyObserver<Element>] = [:]
    var subscriptions: [Subscription] = []
}
