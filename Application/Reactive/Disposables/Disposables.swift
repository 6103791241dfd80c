/// Factory functions for the common disposables.
public enum Disposables {
    /// Returns a disposable that does nothing when disposed.
    @inlinable
    public static func create() -> any Disposable {
        NopDisposable()
    }

    /// Returns a disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping @Sendable () -> Void) -> any Disposable {
        AnonymousDisposable(dispose)
    }

    /// Returns a disposable that disposes all of `disposables` together.
    public static func create(_ disposables: any Disposable...) -> any Disposable {
        CompositeDisposable(disposables: disposables)
    }

    /// Returns a disposable that disposes all of `disposables` together.
    public static func create(_ disposables: [any Disposable]) -> any Disposable {
        CompositeDisposable(disposables: disposables)
    }
}
