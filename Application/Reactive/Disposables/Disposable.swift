/// A handle that ends a subscription or cancels scheduled work when disposed.
///
/// Disposing is idempotent and thread-safe for every disposable in this library.
public protocol Disposable: Sendable {
    /// Ends the subscription or cancels the work; later calls do nothing.
    func dispose()
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
