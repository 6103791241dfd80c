/// Finds the word a user probably meant: "did you mean '--limit'?" for `--limt`.
enum NearMiss {
    /// The candidate closest to `word`: the only one it is a prefix of, or else the nearest within a small edit
    /// distance (one edit for short words, two from five characters); nil when nothing is close.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        if typed.count >= 2, prefixed.count == 1 {
            return prefixed[0]
        }
        let allowed = typed.count >= 5 ? 2 : 1
        let scored = candidates.map { ($0, distance(typed, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
        return best.0
    }

    /// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
