import Foundation
import ReactiveScenarios

/// Counts what the reactive scenarios cost in instructions and allocations, which repeat exactly from run to run
/// (unlike wall-clock time on a shared machine).
///
/// - `reactive-instructions table`: runs every scenario in plain closures and in Reactive, with each final
///   subscriber, under valgrind's callgrind (this binary, stripped of its debug info into a temporary file, since
///   valgrind 3.19 cannot read Swift 6.3's) and prints instructions and mallocs per operation side by side, with the
///   ratios.
/// - `reactive-instructions heap`: the heap bytes one live 3-operator subscription holds, in each library.
/// - `reactive-instructions time`: wall-clock time per operation, plain closures and Reactive side by side.
/// - `reactive-instructions verify`: checks that every library delivers the same values in every scenario, with
///   each final subscriber.
/// - `reactive-instructions <part of a scenario name> <library> [count] [receiving|counting]`: runs one scenario in
///   one library `count` times, ending in that final subscriber (`receiving` unless named), for callgrind to count
///   the measured part alone (`--toggle-collect='*measuredRun*'`).
@inline(never)
func measuredRun(_ run: PreparedRun, count: Int) {
    run.body(count)
}

/// How many operations a measured run performs: enough that what the first one sets up weighs nothing.
func operationCount(of scenario: Scenario) -> Int {
    scenario.isShort ? 10_000 : 100
}

func runOne(
    _ scenario: Scenario, _ implementation: (library: Library, prepare: (Counter) -> PreparedRun), count: Int,
    kind: FinalSubscriberKind
) {
    let counter = Counter()
    let run = implementation.prepare(counter)
    // One operation before the measured ones, so lazily built metadata and first array growths are not counted.
    run.body(1)
    measuredRun(run, count: count)
    run.finish()
    print(
        "\(scenario.name) · \(implementation.library.rawValue) · \(kind.rawValue) subscriber: \(count) operations "
            + "(checksum \(counter.total))")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "table":
    do {
        try InstructionTable.print()
    } catch {
        print("reactive-instructions table: \(error)")
        exit(1)
    }
case "heap":
    HeapTable.print()
case "time":
    TimeTable.print()
case "verify":
    do {
        let totals = try FinalSubscriberKind.allCases.map { kind in try Scenario.all(kind).map { try $0.verify() } }
        guard totals.allSatisfy({ $0 == totals[0] }) else {
            print("the final subscribers' totals differ: \(totals)")
            exit(1)
        }
        print(
            "every library delivers the same values in all \(totals[0].count) scenarios, with each of "
                + "\(FinalSubscriberKind.allCases.count) final subscribers")
    } catch {
        print(error)
        exit(1)
    }
default:
    let scenarioName = arguments.first ?? ""
    let libraryName = arguments.dropFirst().first ?? Library.reactive.rawValue
    let kind = FinalSubscriberKind(rawValue: arguments.dropFirst(3).first ?? FinalSubscriberKind.receiving.rawValue)
    let scenarios = kind.map { Scenario.all($0) } ?? []
    let scenario = scenarios.first { $0.name == scenarioName } ?? scenarios.first { $0.name.contains(scenarioName) }
    let implementation = scenario?.implementations.first { $0.library.rawValue == libraryName }
    if let kind, let scenario, let implementation {
        let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? operationCount(of: scenario)
        runOne(scenario, implementation, count: count, kind: kind)
    } else {
        print(
            "usage: reactive-instructions table | heap | time | verify | <part of a scenario name> <library> [count] "
                + "[receiving|counting]")
        for scenario in Scenario.all(.receiving) {
            print("  \(scenario.name): \(scenario.implementations.map(\.library.rawValue).joined(separator: ", "))")
        }
    }
}
