import Reactive

extension Driver {
    /// Runs `onNext` for every value without changing the sequence: how view models perform navigation when the
    /// view drives an output.
    ///
    /// Stop-gap until Reactive's `Driver` offers `do(onNext:)`; delete this file then. The values pass through
    /// `asDriverOnErrorJustComplete()`, so they stay shared and on the sharing scheduler (one extra hop).
    func `do`(onNext: @escaping @Sendable (Element) -> Void) -> Driver<Element> {
        asObservable().do(onNext: onNext).asDriverOnErrorJustComplete()
    }
}
