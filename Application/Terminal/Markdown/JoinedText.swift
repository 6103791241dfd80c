/// Styled runs read as one text: the grapheme clusters of the runs joined (so a cluster that forms across a run
/// boundary, such as `#` followed by U+FE0F, is one cluster), each with the style of the run it starts in.
///
/// Widths measured on these clusters are the widths a terminal sees when the runs are written one after the other.
struct JoinedText {
    /// The clusters of the joined runs, in order, each with the style of the run holding its first scalar.
    let clusters: [(character: Character, style: TextStyle)]

    /// Reads `runs` as one text.
    init(_ runs: [(text: String, style: TextStyle)]) {
        var joined = ""
        var ends: [Int] = []
        var scalarCount = 0
        for run in runs {
            joined += run.text
            scalarCount += run.text.unicodeScalars.count
            ends.append(scalarCount)
        }
        var clusters: [(character: Character, style: TextStyle)] = []
        var runIndex = 0
        var offset = 0
        for character in joined {
            while runIndex < ends.count - 1, offset >= ends[runIndex] { runIndex += 1 }
            clusters.append((character, runs[runIndex].style))
            offset += character.unicodeScalars.count
        }
        self.clusters = clusters
    }

    /// The number of columns the joined text occupies.
    var width: Int {
        clusters.reduce(0) { $0 + DisplayWidth.of($1.character) }
    }

    /// Clusters back into runs, neighbours of the same style joined.
    static func runs(_ clusters: some Sequence<(character: Character, style: TextStyle)>) -> [(
        text: String, style: TextStyle
    )] {
        var runs: [(text: String, style: TextStyle)] = []
        for cluster in clusters {
            if let last = runs.last, last.style == cluster.style {
                runs[runs.count - 1].text.append(cluster.character)
            } else {
                runs.append((String(cluster.character), cluster.style))
            }
        }
        return runs
    }
}
