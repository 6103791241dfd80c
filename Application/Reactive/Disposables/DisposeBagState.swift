/// The disposables held by a `DisposeBag`; `nil` once it has been disposed.
struct DisposeBagState: Sendable {
    var disposables: [any Disposable]? = []
}
