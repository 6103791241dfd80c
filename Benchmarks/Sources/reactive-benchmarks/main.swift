import Foundation

/// Runs every scenario (or those whose name contains the first argument) for plain closures, Reactive and
/// OpenCombine, and prints a table of median nanoseconds per operation.
let nameFilter = CommandLine.arguments.dropFirst().first
let counter = Counter()
let measurement = Measurement(rounds: 9, iterations: 200_000)
let scenarios = [
    Scenario(
        name: "event: subject → map → filter → map → subscriber",
        plainClosures: PlainClosureScenarios.eventThroughChain(counter),
        reactive: ReactiveScenarios.eventThroughChain(counter),
        openCombine: OpenCombineScenarios.eventThroughChain(counter)),
    Scenario(
        name: "subscribe + dispose a 3-operator chain",
        plainClosures: PlainClosureScenarios.subscribeAndDispose(counter),
        reactive: ReactiveScenarios.subscribeAndDispose(counter),
        openCombine: OpenCombineScenarios.subscribeAndDispose(counter)),
    Scenario(
        name: "flatMapLatest: switch inner + one inner event",
        plainClosures: PlainClosureScenarios.switching(counter),
        reactive: ReactiveScenarios.switching(counter),
        openCombine: OpenCombineScenarios.switching(counter)),
    Scenario(
        name: "share(replay: 1) fan-out, event to 10 observers",
        plainClosures: PlainClosureScenarios.fanOut(counter),
        reactive: ReactiveScenarios.fanOut(counter),
        openCombine: OpenCombineScenarios.fanOut(counter)),
]

func format(_ value: Double) -> String {
    String(format: "%8.1f", value)
}

print(
    "| Scenario | Plain closures (ns) | Reactive (ns) | OpenCombine (ns) | Reactive / plain | Reactive / OpenCombine |")
print("|---|---:|---:|---:|---:|---:|")
for scenario in scenarios where nameFilter.map(scenario.name.contains) ?? true {
    let plain = measurement.nanosecondsPerOperation(scenario.plainClosures)
    let reactive = measurement.nanosecondsPerOperation(scenario.reactive)
    let openCombine = measurement.nanosecondsPerOperation(scenario.openCombine)
    print(
        "| \(scenario.name) | \(format(plain)) | \(format(reactive)) | \(format(openCombine)) | "
            + "\(String(format: "%.2f×", reactive / plain)) | \(String(format: "%.2f×", reactive / openCombine)) |")
}
print("(checksum \(counter.total); median of \(measurement.rounds) rounds of \(measurement.iterations) operations)")
