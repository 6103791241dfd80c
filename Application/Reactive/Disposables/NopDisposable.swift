/// A disposable with nothing to release.
@usableFromInline
struct NopDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}
