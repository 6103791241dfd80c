/// One language's part of a repository's code, from `GET /repos/{owner}/{repo}/languages`.
public struct LanguageShare: Hashable, Sendable {
    /// The language's name (`Swift`).
    public let name: String
    /// Bytes of code in the language.
    public let byteCount: Int
    /// This language's part of all bytes, 0...1.
    public let fraction: Double

    public init(name: String, byteCount: Int, fraction: Double) {
        self.name = name
        self.byteCount = byteCount
        self.fraction = fraction
    }

    /// Shares from GitHub's `{"Swift": 123, ...}` map, largest first (ties by name); negative counts count as 0.
    public static func shares(fromByteCounts counts: [String: Int]) -> [LanguageShare] {
        shares(fromByteCounts: counts.map { (name: $0.key, byteCount: $0.value) })
    }

    /// Shares from name–bytes pairs, largest first (ties by name); names equal only under Unicode normalisation
    /// stay separate shares, as GitHub sends them.
    public static func shares(fromByteCounts counts: [(name: String, byteCount: Int)]) -> [LanguageShare] {
        // Summed as Double: byte counts come from the network and may add up beyond Int.max.
        let total = counts.reduce(0.0) { $0 + Double(max(0, $1.byteCount)) }
        return
            counts
            .map { name, bytes in
                LanguageShare(
                    name: name, byteCount: max(0, bytes), fraction: total > 0 ? Double(max(0, bytes)) / total : 0)
            }
            .sorted { $0.byteCount != $1.byteCount ? $0.byteCount > $1.byteCount : $0.name < $1.name }
    }
}
