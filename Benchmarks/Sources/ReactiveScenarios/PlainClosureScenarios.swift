/// The floor: the same shapes built from bare closures, with no grammar, locking or disposal machinery, each ending
/// in `Subscriber`.
package enum PlainClosureScenarios<Subscriber: FinalSubscriber> {
    /// A minimal hand-written subject: a list of closures.
    final class ClosureSubject {
        var observers: [(key: Int, observer: (Int) -> Void)] = []
        var nextKey = 0

        func send(_ value: Int) {
            for entry in observers { entry.observer(value) }
        }

        func add(_ observer: @escaping (Int) -> Void) -> Int {
            nextKey += 1
            observers.append((nextKey, observer))
            return nextKey
        }

        func remove(_ key: Int) {
            observers.removeAll { $0.key == key }
        }
    }

    /// A finite sequence as a closure: it sends its values, then calls the completion.
    typealias FiniteSequence = (_ onValue: (Int) -> Void, _ onCompleted: () -> Void) -> Void

    static func chain(_ subject: ClosureSubject, _ counter: Counter) -> Int {
        let sink: (Int) -> Void = { Subscriber.receive($0, into: counter) }
        let secondMap: (Int) -> Void = { sink($0 &* 2) }
        let filter: (Int) -> Void = { if $0 & 1 == 0 { secondMap($0) } }
        let firstMap: (Int) -> Void = { filter($0 &+ 1) }
        return subject.add(firstMap)
    }

    static func eventThroughChain(_ counter: Counter) -> PreparedRun {
        let subject = ClosureSubject()
        let key = chain(subject, counter)
        return PreparedRun(
            body: { count in for value in 0..<count { subject.send(value) } },
            finish: { subject.remove(key) })
    }

    /// A witness chain subscribed before the measured loop proves afterwards that the chain delivers and that
    /// the disposed ones receive nothing.
    static func subscribeAndDispose(_ counter: Counter) -> PreparedRun {
        let subject = ClosureSubject()
        let witness = chain(subject, counter)
        return PreparedRun(
            body: { count in for _ in 0..<count { subject.remove(chain(subject, counter)) } },
            finish: {
                subject.send(1)
                subject.remove(witness)
            })
    }

    static func switching(_ counter: Counter) -> PreparedRun {
        let outer = ClosureSubject()
        let inner = ClosureSubject()
        var current: Int?
        let key = outer.add { value in
            if let current { inner.remove(current) }
            current = inner.add { Subscriber.receive($0 &+ value, into: counter) }
        }
        return PreparedRun(
            body: { count in
                for value in 0..<count {
                    outer.send(value)
                    inner.send(value)
                }
            },
            finish: {
                outer.remove(key)
                if let current { inner.remove(current) }
            })
    }

    static func fanOut(_ counter: Counter) -> PreparedRun {
        let source = ClosureSubject()
        let shared = ClosureSubject()
        var latest: Int?
        let connection = source.add { value in
            latest = value
            shared.send(value)
        }
        for _ in 0..<10 {
            if let latest { Subscriber.receive(latest, into: counter) }
            _ = shared.add { Subscriber.receive($0, into: counter) }
        }
        return PreparedRun(
            body: { count in for value in 0..<count { source.send(value) } },
            finish: { source.remove(connection) })
    }

    static func combining(_ counter: Counter) -> PreparedRun {
        let first = ClosureSubject()
        let second = ClosureSubject()
        var latestFirst: Int?
        var latestSecond: Int?
        let firstKey = first.add { value in
            latestFirst = value
            if let latestSecond { Subscriber.receive(value &+ latestSecond, into: counter) }
        }
        let secondKey = second.add { value in
            latestSecond = value
            if let latestFirst { Subscriber.receive(latestFirst &+ value, into: counter) }
        }
        first.send(0)
        second.send(0)
        return PreparedRun(
            body: { count in
                for value in 0..<count {
                    if value & 1 == 0 { first.send(value) } else { second.send(value) }
                }
            },
            finish: {
                first.remove(firstKey)
                second.remove(secondKey)
            })
    }

    /// At most two inner sequences subscribed at once, the rest queued in order.
    static func merging(_ counter: Counter) -> PreparedRun {
        let inners: [FiniteSequence] = (0..<100).map { value in
            { onValue, onCompleted in
                onValue(value)
                onValue(value &+ 1)
                onValue(value &+ 2)
                onCompleted()
            }
        }
        return PreparedRun(
            body: { count in
                for _ in 0..<count {
                    var active = 0
                    var queue = inners[...]
                    func startNext() {
                        while active < 2, let next = queue.popFirst() {
                            active += 1
                            next({ Subscriber.receive($0, into: counter) }, { active -= 1 })
                        }
                    }
                    startNext()
                    Subscriber.receive(Counter.completion, into: counter)
                }
            },
            finish: {})
    }

    /// A sequence that sends its value and completes later, when the pending work is drained. A struct, so that
    /// an array of them keeps the closures as they are (an array of bare closures would wrap every closure passed
    /// to one in a reabstraction thunk, an allocation that is no part of the work).
    struct AsynchronousSequence {
        let start: (_ onValue: @escaping (Int) -> Void, _ onCompleted: @escaping () -> Void) -> Void
    }

    /// The bookkeeping of one merge of asynchronous sequences: how many run, which one starts next.
    final class ClosureMerge {
        let inners: [AsynchronousSequence]
        let counter: Counter
        var active = 0
        var nextIndex = 0

        init(inners: [AsynchronousSequence], counter: Counter) {
            self.inners = inners
            self.counter = counter
        }

        func start() {
            while active < 2, nextIndex < inners.count {
                active += 1
                nextIndex += 1
                inners[nextIndex - 1].start({ Subscriber.receive($0, into: self.counter) }, { self.innerCompleted() })
            }
        }

        func innerCompleted() {
            active -= 1
            start()
            if active == 0 { Subscriber.receive(Counter.completion, into: counter) }
        }
    }

    /// At most two inner sequences subscribed at once, the rest queued in order; each inner sequence ends later,
    /// when the pending work is drained, so the queue is really used.
    static func mergingAsynchronous(_ counter: Counter) -> PreparedRun {
        let work = PendingWork()
        let inners = (0..<100).map { value in
            AsynchronousSequence { onValue, onCompleted in
                work.schedule {
                    onValue(value)
                    onCompleted()
                }
            }
        }
        return PreparedRun(
            body: { count in
                for _ in 0..<count {
                    ClosureMerge(inners: inners, counter: counter).start()
                    work.drain()
                }
            },
            finish: {})
    }
}

/// Concrete, so that another module's call runs specialised code (a generic one would run with closures that also
/// capture `Subscriber`'s metadata, and weigh more than the library does).
extension PlainClosureScenarios where Subscriber == ReceivingSubscriber {
    package static func liveSubscriptions(_ counter: Counter) -> LiveSubscriptions {
        let subject = ClosureSubject()
        return LiveSubscriptions(
            reserve: { subject.observers.reserveCapacity($0) },
            add: { _ = chain(subject, counter) },
            send: { subject.send($0) },
            finish: { subject.observers.removeAll() })
    }
}
