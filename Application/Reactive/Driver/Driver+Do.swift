extension Driver {
    /// Runs `onNext` for every value without changing the sequence; how a view model performs a side effect
    /// (navigation) while the view drives the output. The driver stays shared and on the main scheduler.
    public func `do`(onNext: @escaping @Sendable (Element) -> Void) -> Driver<Element> {
        Driver(source.do(onNext: onNext))
    }
}
