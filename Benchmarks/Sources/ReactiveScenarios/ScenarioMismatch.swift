/// A scenario whose libraries disagree on what its subscribers receive, so timing it would compare different
/// work.
package struct ScenarioMismatch: Error, CustomStringConvertible {
    package let scenario: String
    package let results: [(Library, [Int])]

    package init(scenario: String, results: [(Library, [Int])]) {
        self.scenario = scenario
        self.results = results
    }

    package var description: String {
        let lines = results.map { "  \($0.0.rawValue): \($0.1.map(String.init).joined(separator: " "))" }
        return "\(scenario): the libraries disagree\n" + lines.joined(separator: "\n")
    }
}
