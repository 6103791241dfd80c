import Reactive

/// The scenarios on this package's reactive core, each ending in `Subscriber`.
package enum ReactiveScenarios<Subscriber: FinalSubscriber> {
    static func chain(_ subject: PublishSubject<Int>, _ counter: Counter) -> any Disposable {
        subject.asObservable()
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .map { $0 &* 2 }
            .subscribe(onNext: { Subscriber.receive($0, into: counter) })
    }

    static func eventThroughChain(_ counter: Counter) -> PreparedRun {
        let subject = PublishSubject<Int>()
        let subscription = chain(subject, counter)
        return PreparedRun(
            body: { count in for value in 0..<count { subject.onNext(value) } },
            finish: { subscription.dispose() })
    }

    /// A witness chain subscribed before the measured loop proves afterwards that the chain delivers and that
    /// the disposed ones receive nothing.
    static func subscribeAndDispose(_ counter: Counter) -> PreparedRun {
        let subject = PublishSubject<Int>()
        let witness = chain(subject, counter)
        return PreparedRun(
            body: { count in for _ in 0..<count { chain(subject, counter).dispose() } },
            finish: {
                subject.onNext(1)
                witness.dispose()
            })
    }

    static func switching(_ counter: Counter) -> PreparedRun {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let innerObservable = inner.asObservable()
        let subscription = outer.asObservable()
            .flatMapLatest { value in innerObservable.map { $0 &+ value } }
            .subscribe(onNext: { Subscriber.receive($0, into: counter) })
        return PreparedRun(
            body: { count in
                for value in 0..<count {
                    outer.onNext(value)
                    inner.onNext(value)
                }
            },
            finish: { subscription.dispose() })
    }

    static func fanOut(_ counter: Counter) -> PreparedRun {
        let source = PublishSubject<Int>()
        let shared = source.asObservable().share(replay: 1)
        let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { Subscriber.receive($0, into: counter) }) }
        return PreparedRun(
            body: { count in for value in 0..<count { source.onNext(value) } },
            finish: { for subscription in subscriptions { subscription.dispose() } })
    }

    static func combining(_ counter: Counter) -> PreparedRun {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { Subscriber.receive($0, into: counter) })
        first.onNext(0)
        second.onNext(0)
        return PreparedRun(
            body: { count in
                for value in 0..<count {
                    if value & 1 == 0 { first.onNext(value) } else { second.onNext(value) }
                }
            },
            finish: { subscription.dispose() })
    }

    static func merging(_ counter: Counter) -> PreparedRun {
        let inners = (0..<100).map { value in Observable.from([value, value &+ 1, value &+ 2]) }
        let merged = Observable.from(inners).merge(maxConcurrent: 2)
        return PreparedRun(
            body: { count in
                for _ in 0..<count {
                    _ = merged.subscribe(
                        onNext: { Subscriber.receive($0, into: counter) },
                        onCompleted: { Subscriber.receive(Counter.completion, into: counter) })
                }
            },
            finish: {})
    }

    static func mergingAsynchronous(_ counter: Counter) -> PreparedRun {
        let work = PendingWork()
        let inners = (0..<100).map { value in
            Observable<Int>.create { observer in
                work.schedule {
                    observer.onNext(value)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let merged = Observable.from(inners).merge(maxConcurrent: 2)
        return PreparedRun(
            body: { count in
                for _ in 0..<count {
                    _ = merged.subscribe(
                        onNext: { Subscriber.receive($0, into: counter) },
                        onCompleted: { Subscriber.receive(Counter.completion, into: counter) })
                    work.drain()
                }
            },
            finish: {})
    }
}

/// Concrete, so that another module's call runs specialised code (a generic one would run with closures that also
/// capture `Subscriber`'s metadata, and weigh more than the library does).
extension ReactiveScenarios where Subscriber == ReceivingSubscriber {
    package static func liveSubscriptions(_ counter: Counter) -> LiveSubscriptions {
        let subject = PublishSubject<Int>()
        var subscriptions: [any Disposable] = []
        return LiveSubscriptions(
            reserve: { subscriptions.reserveCapacity($0) },
            add: { subscriptions.append(chain(subject, counter)) },
            send: { subject.onNext($0) },
            finish: { for subscription in subscriptions { subscription.dispose() } })
    }
}
