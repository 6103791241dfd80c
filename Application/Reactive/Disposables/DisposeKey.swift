/// A key that identifies a disposable inside a `CompositeDisposable`, for removing it later.
public struct DisposeKey: Hashable, Sendable {
    let value: Int
}
