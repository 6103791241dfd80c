import Synchronization

extension Observable {
    /// Subscribes separate handlers for values, failure, completion and the end of the subscription.
    ///
    /// `onDisposed` runs exactly once: after a terminal event, or when the returned disposable is disposed.
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        let sink = SubscribeSink<Element>(
            onNext: onNext, onTerminal: TerminalHandler(onError: onError, onCompleted: onCompleted),
            onDisposed: onDisposed)
        sink.setUpstream(subscribe { event in sink.on(event) })
        return SinkDisposable { sink.dispose() }
    }
}

/// One `subscribe(onNext:onError:onCompleted:onDisposed:)` subscription: its handlers, and the upstream
/// subscription it ends after a terminal event or when disposed.
///
/// One object for what a group of disposables, its list and a closure did before: the closures that reach it
/// capture only this sink, so they need no allocation of their own. What disposal changes lies beside a `Mutex` of
/// no value rather than in it, so that the flag fills the lock's padding and the object, 113 bytes, fits the
/// allocator's 128-byte blocks (a `Mutex` of a struct holding the three pads both and takes 144).
@usableFromInline
final class SubscribeSink<Element: Sendable>: Sendable {
    @usableFromInline
    let onNext: (@Sendable (Element) -> Void)?
    @usableFromInline
    let lock: Mutex<Void>
    /// Read and written only inside `lock.withLock`, by bodies that never call out, as are `onDisposed` and
    /// `upstream`: no two accesses overlap, which makes the class `Sendable` and the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var isDisposed = false
    /// Guarded by `lock`.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var onDisposed: (@Sendable () -> Void)?
    /// Guarded by `lock`.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var upstream: any Disposable = NopDisposable()
    @usableFromInline
    let onTerminal: TerminalHandler?

    @inlinable
    init(
        onNext: (@Sendable (Element) -> Void)?, onTerminal: TerminalHandler?, onDisposed: (@Sendable () -> Void)?
    ) {
        self.onNext = onNext
        lock = Mutex(())
        self.onDisposed = onDisposed
        self.onTerminal = onTerminal
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            onTerminal?.run(error)
            dispose()
        case .completed:
            onTerminal?.run(nil)
            dispose()
        }
    }

    /// Keeps the upstream subscription, or disposes it at once if a terminal event or a disposal came first.
    @inlinable
    func setUpstream(_ upstream: consuming any Disposable) {
        var upstream = upstream
        lock.withLock { _ in
            if !isDisposed { swap(&upstream, &self.upstream) }
        }
        upstream.dispose()
    }

    /// Runs `onDisposed`, then disposes the upstream subscription; later calls do nothing.
    @inlinable
    func dispose() {
        // Taken out through local variables rather than returned: a returned optional tuple goes through generic
        // value witnesses on its way out of `withLock`.
        var onDisposed: (@Sendable () -> Void)?
        var upstream: any Disposable = NopDisposable()
        lock.withLock { _ in
            if isDisposed { return }
            isDisposed = true
            swap(&onDisposed, &self.onDisposed)
            swap(&upstream, &self.upstream)
        }
        onDisposed?()
        upstream.dispose()
    }
}
