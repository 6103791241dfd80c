extension Observable {
    /// Replaces an error with the sequence `handler` returns for it; if `handler` throws, fails with that error.
    public func `catch`(
        _ handler: @escaping @Sendable (any Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            let subscription = SerialDisposable()
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(
                source.subscribe { event in
                    guard case .error(let error) = event else {
                        observer.on(event)
                        return
                    }
                    do {
                        let replacement = try handler(error)
                        let next = SingleAssignmentDisposable()
                        subscription.disposable = next
                        next.setDisposable(replacement.subscribe(observer))
                    } catch {
                        observer.onError(error)
                    }
                })
            return subscription
        }
    }

    /// Replaces an error with `element` followed by completion.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }
}
