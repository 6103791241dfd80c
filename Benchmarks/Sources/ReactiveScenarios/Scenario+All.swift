extension Scenario {
    /// The scenarios of the reactive core's performance goals, in the order Benchmarks/README.md's tables list them.
    package static var all: [Scenario] {
        [
            Scenario(
                name: "map→filter→map, one event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.eventThroughChain),
                    (.reactive, ReactiveScenarios.eventThroughChain),
                    (.openCombine, OpenCombineScenarios.eventThroughChain),
                ]),
            Scenario(
                name: "subscribe + dispose a 3-operator chain", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.subscribeAndDispose),
                    (.reactive, ReactiveScenarios.subscribeAndDispose),
                    (.openCombine, OpenCombineScenarios.subscribeAndDispose),
                ]),
            Scenario(
                name: "flatMapLatest: switch + one inner event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.switching),
                    (.reactive, ReactiveScenarios.switching),
                    (.openCombine, OpenCombineScenarios.switching),
                ]),
            Scenario(
                name: "share(replay: 1), one event to 10 observers", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.fanOut),
                    (.reactive, ReactiveScenarios.fanOut),
                    (.openCombine, OpenCombineScenarios.fanOut),
                ]),
            Scenario(
                name: "combineLatest of 2, one event", isShort: true,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.combining),
                    (.reactive, ReactiveScenarios.combining),
                ]),
            Scenario(
                name: "merge(maxConcurrent: 2) over 100 inner sequences", isShort: false,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.merging),
                    (.reactive, ReactiveScenarios.merging),
                    (.openCombine, OpenCombineScenarios.merging),
                ]),
            Scenario(
                name: "merge(maxConcurrent: 2) over 100 asynchronous inner sequences", isShort: false,
                implementations: [
                    (.plainClosures, PlainClosureScenarios.mergingAsynchronous),
                    (.reactive, ReactiveScenarios.mergingAsynchronous),
                ]),
        ]
    }
}
