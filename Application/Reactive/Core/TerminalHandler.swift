/// The handlers a `subscribe(onNext:onError:onCompleted:onDisposed:)` subscription runs at its terminal event.
///
/// A handler given alone is kept as it is; only both at once are wrapped in one closure, which takes an allocation.
@usableFromInline
enum TerminalHandler: Sendable {
    case onError(@Sendable (any Error) -> Void)
    case onCompleted(@Sendable () -> Void)
    /// `onError` with the error, or `onCompleted` with `nil`.
    case both(@Sendable ((any Error)?) -> Void)

    /// `nil` when neither handler is given.
    @inlinable
    init?(onError: (@Sendable (any Error) -> Void)?, onCompleted: (@Sendable () -> Void)?) {
        switch (onError, onCompleted) {
        case (nil, nil): return nil
        case (let onError?, nil): self = .onError(onError)
        case (nil, let onCompleted?): self = .onCompleted(onCompleted)
        case (let onError?, let onCompleted?):
            self = .both { error in
                if let error { onError(error) } else { onCompleted() }
            }
        }
    }

    /// Runs the handler for a failure with `error`, or for completion with `nil`, if one was given.
    @inlinable
    func run(_ error: (any Error)?) {
        switch (self, error) {
        case (.onError(let onError), let error?): onError(error)
        case (.onCompleted(let onCompleted), nil): onCompleted()
        case (.both(let handler), _): handler(error)
        case (.onError, nil), (.onCompleted, _?): break
        }
    }
}
