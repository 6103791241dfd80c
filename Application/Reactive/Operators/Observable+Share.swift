import Synchronization

extension Observable {
    /// Shares one subscription of this sequence among all observers, replaying the last `replay` values to
    /// each new observer.
    ///
    /// The source is subscribed when the first observer arrives and disposed when the last one leaves; `scope`
    /// decides whether the replay buffer survives that (`.forever`) or starts fresh (`.whileConnected`).
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let shared = ShareReplaySource(source: self, replay: max(0, replay), scope: scope)
        return Observable { observer in shared.subscribe(observer) }
    }
}

/// How long the replay buffer of `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source gets a fresh buffer: after the last observer leaves (or the source
    /// terminates), the next observer starts from scratch.
    case whileConnected
    /// One buffer for the life of the shared sequence: later connections first replay what earlier ones saw,
    /// and after the source terminated, late observers get the replay and the terminal event without a new
    /// subscription.
    case forever
}

/// Reference-counts one source subscription across many observers for `share(replay:scope:)`.
@usableFromInline
final class ShareReplaySource<Element: Sendable>: Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let replay: Int
    @usableFromInline
    let foreverSubject: SubjectCore<Element>?
    @usableFromInline
    let state = Mutex(ShareState<Element>())

    @usableFromInline
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        switch scope {
        case .whileConnected: foreverSubject = nil
        case .forever: foreverSubject = SubjectCore(bufferSize: replay, replaysBufferAfterTermination: true)
        }
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let (connection, isNew) = state.withLock { state -> (ShareConnection<Element>, Bool) in
            state.observerCount += 1
            if let connection = state.connection { return (connection, false) }
            let subject = foreverSubject ?? SubjectCore(bufferSize: replay, replaysBufferAfterTermination: true)
            let connection = ShareConnection(subject: subject)
            state.connection = connection
            return (connection, true)
        }
        let subscription = connection.subject.subscribe(observer)
        if isNew && !connection.subject.isStopped {
            connection.sourceSubscription.setDisposable(
                source.subscribe { event in
                    guard event.isStopEvent else { return connection.subject.on(event) }
                    self.release(connection)
                    connection.subject.on(event)
                    // As RxSwift's connection does: a finished source is unsubscribed at once. Its subscription
                    // holds this closure, which holds the connection, which holds the subscription: without
                    // this, that cycle would keep the connection and its replayed elements for ever.
                    connection.sourceSubscription.dispose()
                })
        }
        return Disposables.create {
            subscription.dispose()
            self.unsubscribe(from: connection)
        }
    }

    @inlinable
    func release(_ connection: ShareConnection<Element>) {
        state.withLock { state in
            if state.connection === connection {
                state.connection = nil
                state.observerCount = 0
            }
        }
    }

    @inlinable
    func unsubscribe(from connection: ShareConnection<Element>) {
        let disconnects = state.withLock { state in
            guard state.connection === connection else { return false }
            state.observerCount -= 1
            guard state.observerCount == 0 else { return false }
            state.connection = nil
            return true
        }
        if disconnects { connection.sourceSubscription.dispose() }
    }
}

/// One subscription of the source of `share(replay:scope:)`, with the subject that fans it out.
@usableFromInline
final class ShareConnection<Element: Sendable>: Sendable {
    @usableFromInline
    let subject: SubjectCore<Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(subject: SubjectCore<Element>) {
        self.subject = subject
    }
}

/// The current connection of a shared sequence and how many observers use it.
@usableFromInline
struct ShareState<Element: Sendable>: Sendable {
    @usableFromInline
    var connection: ShareConnection<Element>?
    @usableFromInline
    var observerCount = 0
}
