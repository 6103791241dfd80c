import OpenCombine

/// The scenarios on OpenCombine 0.14, the closest Combine-compatible library available on Linux.
enum OpenCombineScenarios {
    static func chain(_ subject: PassthroughSubject<Int, Never>, _ counter: Counter) -> AnyCancellable {
        subject
            .map { $0 &+ 1 }
            .filter { $0 & 1 == 0 }
            .map { $0 &* 2 }
            .sink { counter.total &+= $0 }
    }

    static func eventThroughChain(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = chain(subject, counter)
            for value in 0..<iterations { subject.send(value) }
            cancellable.cancel()
        }
    }

    static func subscribeAndDispose(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let subject = PassthroughSubject<Int, Never>()
            for _ in 0..<iterations { chain(subject, counter).cancel() }
        }
    }

    static func switching(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let outer = PassthroughSubject<Int, Never>()
            let inner = PassthroughSubject<Int, Never>()
            let cancellable =
                outer
                .map { value in inner.map { $0 &+ value } }
                .switchToLatest()
                .sink { counter.total &+= $0 }
            for value in 0..<iterations {
                outer.send(value)
                inner.send(value)
            }
            cancellable.cancel()
        }
    }

    static func fanOut(_ counter: Counter) -> (Int) -> Void {
        { iterations in
            let source = PassthroughSubject<Int, Never>()
            let shared = source.multicast { CurrentValueSubject<Int, Never>(0) }.autoconnect()
            let cancellables = (0..<10).map { _ in shared.sink { counter.total &+= $0 } }
            for value in 0..<iterations { source.send(value) }
            for cancellable in cancellables { cancellable.cancel() }
        }
    }
}
