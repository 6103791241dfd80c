import Synchronization

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
                    if event.isStopEvent { self.release(connection) }
                    connection.subject.on(event)
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
