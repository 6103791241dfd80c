/// The disposable a sink hands out: a closure made where the sink's element type is known.
///
/// Disposal arrives through `any Disposable`. A generic sink's own conformance would run there as generic code,
/// which looks up type metadata on every call; the closure, made in specialised code, runs specialised. It captures
/// only the sink, so it needs no allocation, and it adds no once-only guard: the sink's `dispose()` is idempotent.
@usableFromInline
struct SinkDisposable: Disposable {
    @usableFromInline
    let disposeSink: @Sendable () -> Void

    @inlinable
    init(_ disposeSink: @escaping @Sendable () -> Void) {
        self.disposeSink = disposeSink
    }

    @inlinable
    func dispose() {
        disposeSink()
    }
}
