extension Scenario {
    /// The scenarios of the reactive core's performance goals, in the order Benchmarks/README.md's tables list them,
    /// each ending in the final subscriber `kind` names.
    package static func all(_ kind: FinalSubscriberKind) -> [Scenario] {
        switch kind {
        case .receiving: all(ReceivingSubscriber.self)
        case .counting: all(CountingSubscriber.self)
        }
    }

    static func all<Subscriber: FinalSubscriber>(_: Subscriber.Type) -> [Scenario] {
        [
            Scenario(
                name: "map→filter→map, one event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.eventThroughChain),
                    (.reactive, ReactiveScenarios<Subscriber>.eventThroughChain),
                    (.openCombine, OpenCombineScenarios<Subscriber>.eventThroughChain),
                ]),
            Scenario(
                name: "subscribe + dispose a 3-operator chain", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.subscribeAndDispose),
                    (.reactive, ReactiveScenarios<Subscriber>.subscribeAndDispose),
                    (.openCombine, OpenCombineScenarios<Subscriber>.subscribeAndDispose),
                ]),
            Scenario(
                name: "flatMapLatest: switch + one inner event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.switching),
                    (.reactive, ReactiveScenarios<Subscriber>.switching),
                    (.openCombine, OpenCombineScenarios<Subscriber>.switching),
                ]),
            Scenario(
                name: "share(replay: 1), one event to 10 observers", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.fanOut),
                    (.reactive, ReactiveScenarios<Subscriber>.fanOut),
                    (.openCombine, OpenCombineScenarios<Subscriber>.fanOut),
                ]),
            Scenario(
                name: "combineLatest of 2, one event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.combining),
                    (.reactive, ReactiveScenarios<Subscriber>.combining),
                ]),
            Scenario(
                name: "merge(maxConcurrent: 2) over 100 inner sequences", isShort: false,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.merging),
                    (.reactive, ReactiveScenarios<Subscriber>.merging),
                    (.openCombine, OpenCombineScenarios<Subscriber>.merging),
                ]),
            Scenario(
                name: "merge(maxConcurrent: 2) over 100 asynchronous inner sequences", isShort: false,
                implementations: [
                    (.plainClosures, PlainClosureScenarios<Subscriber>.mergingAsynchronous),
                    (.reactive, ReactiveScenarios<Subscriber>.mergingAsynchronous),
                ]),
        ]
    }
}
