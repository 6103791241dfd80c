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
        // The two terminal handlers share one closure, made only when one of them is given: a sink holds one
        // closure fewer, so a live subscription weighs 16 bytes less.
        let onTerminal: (@Sendable ((any Error)?) -> Void)?
        if onError != nil || onCompleted != nil {
            onTerminal = { error in
                if let error { onError?(error) } else { onCompleted?() }
            }
        } else {
            onTerminal = nil
        }
        let sink = SubscribeSink<Element>(onNext: onNext, onTerminal: onTerminal, onDisposed: onDisposed)
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
    /// `onError` with the error, or `onCompleted` with `nil`.
    @usableFromInline
    let onTerminal: (@Sendable ((any Error)?) -> Void)?
    @usableFromInline
    let state: Mutex<SubscribeSinkState>

    @inlinable
    init(
        onNext: (@Sendable (Element) -> Void)?, onTerminal: (@Sendable ((any Error)?) -> Void)?,
        onDisposed: (@Sendable () -> Void)?
    ) {
        self.onNext = onNext
        self.onTerminal = onTerminal
        state = Mutex(SubscribeSinkState(onDisposed: onDisposed))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            onTerminal?(error)
            dispose()
        case .completed:
            onTerminal?(nil)
            dispose()
        }
    }

    /// Keeps the upstream subscription, or disposes it at once if a terminal event or a disposal came first.
    @inlinable
    func setUpstream(_ upstream: consuming any Disposable) {
        var upstream = upstream
        state.withLock { state in
            if !state.isDisposed { swap(&upstream, &state.upstream) }
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
        state.withLock { state in
            if state.isDisposed { return }
            state.isDisposed = true
            swap(&onDisposed, &state.onDisposed)
            swap(&upstream, &state.upstream)
        }
        onDisposed?()
        upstream.dispose()
    }
}

/// What a `SubscribeSink` releases once: the `onDisposed` handler and the upstream subscription.
@usableFromInline
struct SubscribeSinkState: Sendable {
    @usableFromInline
    var onDisposed: (@Sendable () -> Void)?
    @usableFromInline
    var upstream: any Disposable = NopDisposable()
    @usableFromInline
    var isDisposed = false

    @inlinable
    init(onDisposed: (@Sendable () -> Void)?) {
        self.onDisposed = onDisposed
    }
}
