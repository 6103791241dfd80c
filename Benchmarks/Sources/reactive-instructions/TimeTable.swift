import ReactiveScenarios

/// Wall-clock time per operation in plain closures and Reactive, without a harness: each scenario's measured
/// part (ending in the receiving subscriber) run `rounds` times, the median round divided by its operations. On a shared machine these move with the
/// load; the instruction counts of `table` do not.
enum TimeTable {
    static let rounds = 21

    static func print() {
        Swift.print("| Scenario | Plain closures | Reactive | Ratio |")
        Swift.print("| --- | ---: | ---: | ---: |")
        for scenario in Scenario.all(.receiving) {
            let times = InstructionTable.libraries.compactMap { library -> Double? in
                guard let implementation = scenario.implementations.first(where: { $0.library == library }) else {
                    return nil
                }
                return nanosecondsPerOperation(implementation.prepare, count: operationCount(of: scenario))
            }
            guard times.count == 2 else { continue }
            Swift.print(
                "| \(scenario.name) | \(format(times[0])) | \(format(times[1])) | "
                    + "\(String(format: "%.2f", times[1] / times[0]))× |")
        }
    }

    static func nanosecondsPerOperation(_ prepare: (Counter) -> PreparedRun, count: Int) -> Double {
        let counter = Counter()
        let run = prepare(counter)
        run.body(count)
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<rounds {
            samples.append(clock.measure { measuredRun(run, count: count) })
        }
        run.finish()
        let median = samples.sorted()[rounds / 2]
        let (seconds, attoseconds) = median.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)
    }

    static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 10_000
            ? String(format: "%.1f µs", nanoseconds / 1_000)
            : "\(InstructionTable.grouped(Int(nanoseconds.rounded()))) ns"
    }
}
