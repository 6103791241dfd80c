import Reactive
import Synchronization

/// The values a subscription has received so far.
final class Collected<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    var values: [Element] { storage.withLock { $0 } }

    func append(_ element: Element) { storage.withLock { $0.append(element) } }
}

extension Observable {
    /// Subscribes, waits for the sequence to end, and returns its values or throws its error.
    func collect() async throws -> [Element] {
        let collected = Collected<Element>()
        let subscription = SubscriptionHolder()
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            subscription.keep(
                subscribe(
                    onNext: { collected.append($0) }, onError: { continuation.resume(throwing: $0) },
                    onCompleted: { continuation.resume() }))
        }
        subscription.dispose()
        return collected.values
    }
}

/// Keeps a subscription alive until disposed.
final class SubscriptionHolder: Sendable {
    private let subscription = Mutex<(any Disposable)?>(nil)

    func keep(_ disposable: any Disposable) { subscription.withLock { $0 = disposable } }

    func dispose() { subscription.withLock { $0 }?.dispose() }
}
