import OpenCombine

/// The scenarios on OpenCombine 0.14, which has no `combineLatest`, each ending in `Subscriber`.
package enum OpenCombineScenarios<Subscriber: FinalSubscriber> {
    static func chain(_ subject: PassthroughSubject<Int, Never>, _ counter: Counter) -> AnyCancellable {
        subject
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .map { $0 &* 2 }
            .sink { Subscriber.receive($0, into: counter) }
    }

    static func eventThroughChain(_ counter: Counter) -> PreparedRun {
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = chain(subject, counter)
        return PreparedRun(
            body: { count in for value in 0..<count { subject.send(value) } },
            finish: { cancellable.cancel() })
    }

    /// A witness chain subscribed before the measured loop proves afterwards that the chain delivers and that
    /// the disposed ones receive nothing.
    static func subscribeAndDispose(_ counter: Counter) -> PreparedRun {
        let subject = PassthroughSubject<Int, Never>()
        let witness = chain(subject, counter)
        return PreparedRun(
            body: { count in for _ in 0..<count { chain(subject, counter).cancel() } },
            finish: {
                subject.send(1)
                witness.cancel()
            })
    }

    static func switching(_ counter: Counter) -> PreparedRun {
        let outer = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let cancellable =
            outer
            .map { value in inner.map { $0 &+ value } }
            .switchToLatest()
            .sink { Subscriber.receive($0, into: counter) }
        return PreparedRun(
            body: { count in
                for value in 0..<count {
                    outer.send(value)
                    inner.send(value)
                }
            },
            finish: { cancellable.cancel() })
    }

    /// `share(replay: 1)` as OpenCombine spells it: a multicast through a current-value subject that starts
    /// empty (`nil`, which the observers skip) and connects with the first observer.
    static func fanOut(_ counter: Counter) -> PreparedRun {
        let source = PassthroughSubject<Int, Never>()
        let shared = source.map(Optional.some).multicast { CurrentValueSubject<Int?, Never>(nil) }.autoconnect()
        let cancellables = (0..<10).map { _ in
            shared.sink { value in if let value { Subscriber.receive(value, into: counter) } }
        }
        return PreparedRun(
            body: { count in for value in 0..<count { source.send(value) } },
            finish: { for cancellable in cancellables { cancellable.cancel() } })
    }

    static func merging(_ counter: Counter) -> PreparedRun {
        let inners = (0..<100).map { value in
            Publishers.Sequence<[Int], Never>(sequence: [value, value &+ 1, value &+ 2])
        }
        let merged = Publishers.Sequence<[Publishers.Sequence<[Int], Never>], Never>(sequence: inners)
            .flatMap(maxPublishers: .max(2)) { $0 }
        return PreparedRun(
            body: { count in
                for _ in 0..<count {
                    _ = merged.sink(
                        receiveCompletion: { _ in Subscriber.receive(Counter.completion, into: counter) },
                        receiveValue: { Subscriber.receive($0, into: counter) })
                }
            },
            finish: {})
    }
}

/// Concrete, so that another module's call runs specialised code (a generic one would run with closures that also
/// capture `Subscriber`'s metadata, and weigh more than the library does).
extension OpenCombineScenarios where Subscriber == ReceivingSubscriber {
    package static func liveSubscriptions(_ counter: Counter) -> LiveSubscriptions {
        let subject = PassthroughSubject<Int, Never>()
        var cancellables: [AnyCancellable] = []
        return LiveSubscriptions(
            reserve: { cancellables.reserveCapacity($0) },
            add: { cancellables.append(chain(subject, counter)) },
            send: { subject.send($0) },
            finish: { for cancellable in cancellables { cancellable.cancel() } })
    }
}
