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
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.setUpstream(subscribe { event in sink.on(event) })
        return SinkDisposable { sink.dispose() }
    }
}

/// One `subscribe(onNext:onError:onCompleted:onDisposed:)` subscription: its handlers, and the upstream
/// subscription it ends after a terminal event or when disposed.
///
/// One object for what a group of disposables, its list and a closure did before: the closures that reach it
/// capture only this sink, so they need no allocation of their own.
@usableFromInline
final class SubscribeSink<Element: Sendable>: Sendable {
    @usableFromInline
    let onNext: (@Sendable (Element) -> Void)?
    @usableFromInline
    let onError: (@Sendable (any Error) -> Void)?
    @usableFromInline
    let onCompleted: (@Sendable () -> Void)?
    @usableFromInline
    let state: Mutex<SubscribeSinkState>

    @inlinable
    init(
        onNext: (@Sendable (Element) -> Void)?, onError: (@Sendable (any Error) -> Void)?,
        onCompleted: (@Sendable () -> Void)?, onDisposed: (@Sendable () -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        state = Mutex(SubscribeSinkState(onDisposed: onDisposed))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            onError?(error)
            dispose()
        case .completed:
            onCompleted?()
            dispose()
        }
    }

    /// Keeps the upstream subscription, or disposes it at once if a terminal event or a disposal came first.
    @inlinable
    func setUpstream(_ upstream: any Disposable) {
        let isDisposed = state.withLock { state in
            if state.isDisposed { return true }
            state.upstream = upstream
            return false
        }
        if isDisposed { upstream.dispose() }
    }

    /// Runs `onDisposed`, then disposes the upstream subscription; later calls do nothing.
    @inlinable
    func dispose() {
        // Taken out through local variables rather than returned: a returned optional tuple goes through generic
        // value witnesses on its way out of `withLock`.
        var onDisposed: (@Sendable () -> Void)?
        var upstream: (any Disposable)?
        state.withLock { state in
            if state.isDisposed { return }
            state.isDisposed = true
            swap(&onDisposed, &state.onDisposed)
            swap(&upstream, &state.upstream)
        }
        onDisposed?()
        upstream?.dispose()
    }
}

/// What a `SubscribeSink` releases once: the `onDisposed` handler and the upstream subscription.
@usableFromInline
struct SubscribeSinkState: Sendable {
    @usableFromInline
    var onDisposed: (@Sendable () -> Void)?
    @usableFromInline
    var upstream: (any Disposable)?
    @usableFromInline
    var isDisposed = false

    @inlinable
    init(onDisposed: (@Sendable () -> Void)?) {
        self.onDisposed = onDisposed
    }
}
