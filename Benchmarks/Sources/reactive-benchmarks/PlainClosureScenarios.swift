/// The floor: the same shapes built from bare closures, with no grammar, locking or disposal machinery.
enum PlainClosureScenarios {
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

    static func chain(_ subject: ClosureSubject, _ counter: Counter) -> Int {
        let sink: (Int) -> Void = { counter.total &+= $0 }
        let secondMap: (Int) -> Void = { sink($0 &* 2) }
        let filter: (Int) -> Void = { if $0 & 1 == 0 { secondMap($0) } }
        let firstMap: (Int) -> Void = { filter($0 &+ 1) }
        return subject.add(firstMap)
    }

    static func eventThroughChain(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = ClosureSubject()
            let key = chain(subject, counter)
            for value in 0..<iterations { subject.send(value) }
            subject.remove(key)
        }
    }

    static func subscribeAndDispose(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = ClosureSubject()
            for _ in 0..<iterations { subject.remove(chain(subject, counter)) }
        }
    }

    static func switching(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let outer = ClosureSubject()
            let inner = ClosureSubject()
            var current: Int?
            let key = outer.add { value in
                if let current { inner.remove(current) }
                current = inner.add { counter.total &+= $0 &+ value }
            }
            for value in 0..<iterations {
                outer.send(value)
                inner.send(value)
            }
            outer.remove(key)
            if let current { inner.remove(current) }
        }
    }

    static func fanOut(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let source = ClosureSubject()
            let shared = ClosureSubject()
            var latest: Int?
            let connection = source.add { value in
                latest = value
                shared.send(value)
            }
            for _ in 0..<10 {
                if let latest { counter.total &+= latest }
                _ = shared.add { counter.total &+= $0 }
            }
            for value in 0..<iterations { source.send(value) }
            source.remove(connection)
        }
    }
}
