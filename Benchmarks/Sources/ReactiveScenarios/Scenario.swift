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
    /// the same values in the same order (completions included) and the same total; returns the total. (A
    /// `CountingSubscriber` records nothing, so its scenarios are compared by their totals alone.)
    @discardableResult
    package func verify() throws -> Int {
        let results = implementations.map { implementation -> ScenarioMismatch.Delivery in
            let counter = Counter(isRecording: true)
            let run = implementation.prepare(counter)
            run.body(Self.verificationRuns)
            run.finish()
            return (implementation.library, counter.recorded ?? [], counter.total)
        }
        guard let first = results.first, first.total != 0 || !first.values.isEmpty,
            results.allSatisfy({ $0.values == first.values && $0.total == first.total })
        else {
            throw ScenarioMismatch(scenario: name, results: results)
        }
        return first.total
    }
}
