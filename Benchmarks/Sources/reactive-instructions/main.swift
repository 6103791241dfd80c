import ReactiveScenarios

/// Runs one scenario in one library `count` times, for valgrind's callgrind to count the instructions of the
/// measured part alone (`--toggle-collect='*measuredRun*'`), which repeat exactly from run to run.
///
/// Usage: reactive-instructions <part of a scenario name> <plain closures|Reactive|OpenCombine> <count>
@inline(never)
func measuredRun(_ run: PreparedRun, count: Int) {
    run.body(count)
}

let arguments = CommandLine.arguments.dropFirst()
let scenarioName = arguments.first ?? ""
let libraryName = arguments.dropFirst().first ?? Library.reactive.rawValue
let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000
let scenario = Scenario.all.first { $0.name.contains(scenarioName) }
let implementation = scenario?.implementations.first { $0.library.rawValue == libraryName }
if let scenario, let implementation {
    let counter = Counter()
    let run = implementation.prepare(counter)
    measuredRun(run, count: count)
    run.finish()
    print("\(scenario.name) · \(libraryName): \(count) operations (checksum \(counter.total))")
} else {
    print("usage: reactive-instructions <part of a scenario name> <library> <count>")
    for scenario in Scenario.all {
        print("  \(scenario.name): \(scenario.implementations.map(\.library.rawValue).joined(separator: ", "))")
    }
}
