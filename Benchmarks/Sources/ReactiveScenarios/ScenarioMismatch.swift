/// A scenario whose libraries disagree on what its subscribers receive, so timing it would compare different
/// work.
package struct ScenarioMismatch: Error, CustomStringConvertible {
    /// What one library delivered: the values its final subscriber recorded, and their total.
    package typealias Delivery = (library: Library, values: [Int], total: Int)

    package let scenario: String
    package let results: [Delivery]

    package init(scenario: String, results: [Delivery]) {
        self.scenario = scenario
        self.results = results
    }

    package var description: String {
        let lines = results.map { result in
            "  \(result.library.rawValue): \(result.values.map(String.init).joined(separator: " ")) (total \(result.total))"
        }
        return "\(scenario): the libraries disagree\n" + lines.joined(separator: "\n")
    }
}
