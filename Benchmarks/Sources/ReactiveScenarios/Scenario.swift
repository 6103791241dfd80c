/// One benchmarked operation, implemented in several libraries that must deliver the same values.
package struct Scenario {
    /// How many times `verify()` performs the operation before comparing what each library delivered.
    package static let verificationRuns = 24

    package let name: String
    /// Whether one operation is short enough (nanoseconds) that a measured iteration should run a thousand.
    package let isShort: Bool
    /// Prepares the scenario in one library, delivering into the given counter.
    package let implementations: [(library: Library, prepare: (Counter) -> PreparedRun)]

    /// Runs every implementation a few times with a recording counter and throws unless all of them delivered
    /// the same values in the same order (completions included).
    package func verify() throws {
        let results = implementations.map { implementation -> (Library, [Int]) in
            let counter = Counter(isRecording: true)
            let run = implementation.prepare(counter)
            run.body(Self.verificationRuns)
            run.finish()
            return (implementation.library, counter.recorded ?? [])
        }
        guard let first = results.first?.1, !first.isEmpty, results.allSatisfy({ $0.1 == first }) else {
            throw ScenarioMismatch(scenario: name, results: results)
        }
    }
}
