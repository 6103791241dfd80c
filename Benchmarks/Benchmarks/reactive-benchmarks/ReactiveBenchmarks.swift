import Benchmark
import ReactiveScenarios

/// What each library's subscribers add to, so the optimiser cannot drop the work.
let counter = Counter()

/// The heap bytes one live subscription holds (reported once per measured iteration, not scaled).
let heapBytesPerSubscription = BenchmarkMetric.custom(
    "heap bytes per live subscription", polarity: .prefersSmaller, useScalingFactor: false)

/// Registers every scenario in every library; each benchmark first checks that all libraries deliver the same
/// values (and fails instead of timing if they do not), then reports wall-clock time and mallocs per operation.
let benchmarks: @Sendable () -> Void = {
    for scenario in Scenario.all(.receiving) {
        for implementation in scenario.implementations {
            Benchmark(
                "\(scenario.name) · \(implementation.library.rawValue)",
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal], scalingFactor: scenario.isShort ? .kilo : .one,
                    maxDuration: .seconds(2), maxIterations: 5_000),
                closure: { benchmark in
                    let run = implementation.prepare(counter)
                    benchmark.startMeasurement()
                    run.body(benchmark.scaledIterations.count)
                    benchmark.stopMeasurement()
                    run.finish()
                },
                setup: { try scenario.verify() })
        }
    }
    let heapImplementations: [(Library, (Counter) -> LiveSubscriptions)] = [
        (.plainClosures, PlainClosureScenarios.liveSubscriptions),
        (.reactive, ReactiveScenarios.liveSubscriptions),
        (.openCombine, OpenCombineScenarios.liveSubscriptions),
    ]
    for (library, liveSubscriptions) in heapImplementations {
        Benchmark(
            "heap per live 3-operator subscription · \(library.rawValue)",
            configuration: .init(
                metrics: [.mallocCountTotal, heapBytesPerSubscription], maxDuration: .seconds(1), maxIterations: 20)
        ) { benchmark in
            guard let bytes = LiveHeap.bytesPerSubscription(liveSubscriptions(counter), counter: counter) else {
                throw ScenarioMismatch(
                    scenario: "heap per live subscription (a subscription missed its value)", results: [])
            }
            benchmark.measurement(heapBytesPerSubscription, bytes)
        }
    }
}
