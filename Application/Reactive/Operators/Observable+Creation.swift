extension Observable {
    /// Returns a sequence that sends `element` and completes, synchronously on subscription.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Returns a sequence that sends `elements` in order and completes, synchronously on subscription.
    @inlinable
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// Returns a sequence that sends the elements of `sequence` in order and completes, synchronously on
    /// subscription. The sequence is copied into an array when this is called, so it must be finite.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element>
    where Source.Element == Element {
        let elements = Array(sequence)
        return Observable { observer in
            for element in elements { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Returns a sequence that completes at once without sending a value.
    @inlinable
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Returns a sequence that never sends anything and never terminates.
    @inlinable
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }

    /// Returns a sequence that fails at once with `error`.
    @inlinable
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }

    /// Returns a sequence that calls `factory` on every subscription and subscribes to what it returns;
    /// if `factory` throws, the sequence fails with that error.
    public static func deferred(_ factory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element>
    {
        Observable { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}
