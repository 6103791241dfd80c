import Reactive

/// The scenarios on this package's reactive core.
enum ReactiveScenarios {
    static func chain(_ subject: PublishSubject<Int>, _ counter: Counter) -> any Disposable {
        subject.asObservable()
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .map { $0 &* 2 }
            .subscribe(onNext: { counter.total &+= $0 })
    }

    static func eventThroughChain(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = PublishSubject<Int>()
            let subscription = chain(subject, counter)
            for value in 0..<iterations { subject.onNext(value) }
            subscription.dispose()
        }
    }

    static func subscribeAndDispose(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = PublishSubject<Int>()
            for _ in 0..<iterations { chain(subject, counter).dispose() }
        }
    }

    static func switching(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let innerObservable = inner.asObservable()
            let subscription = outer.asObservable()
                .flatMapLatest { value in innerObservable.map { $0 &+ value } }
                .subscribe(onNext: { counter.total &+= $0 })
            for value in 0..<iterations {
                outer.onNext(value)
                inner.onNext(value)
            }
            subscription.dispose()
        }
    }

    static func fanOut(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let source = PublishSubject<Int>()
            let shared = source.asObservable().share(replay: 1)
            let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { counter.total &+= $0 }) }
            for value in 0..<iterations { source.onNext(value) }
            for subscription in subscriptions { subscription.dispose() }
        }
    }
}
