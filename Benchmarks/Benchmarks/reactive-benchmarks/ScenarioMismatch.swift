/// A scenario whose libraries disagree on what its subscribers receive, so timing it would compare different
/// work.
struct ScenarioMismatch: Error, CustomStringConvertible {
    let scenario: String
    let results: [(Library, [Int])]

    var description: String {
        let lines = results.map { "  \($0.0.rawValue): \($0.1.map(String.init).joined(separator: " "))" }
        return "\(scenario): the libraries disagree\n" + lines.joined(separator: "\n")
    }
}
