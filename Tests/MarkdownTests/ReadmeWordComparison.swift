import Foundation

/// The words a terminal shows for a README compared with the words a reader sees on github.com.
///
/// A word is a run of letters and digits; a wide (East Asian) character is a word of its own, since such text has
/// no spaces to break it at. Both sides are counted as multisets, so a word shown twice where GitHub shows it once
/// counts once. Syntax is counted apart: each marker of Markdown, HTML or reStructuredText in `patterns` found more
/// often in the shown text than in GitHub's is syntax the renderer printed.
struct ReadmeWordComparison {
    /// Markers that only unread markup prints (a code block showing one shows it on GitHub as well).
    static let patterns = [
        "](", "![", "**", "__", "~~", "<!--", "-->", "</", "<img", "<a ", "<br", "<p>", "<div", "<details",
        "&nbsp;", "&amp;", "&lt;", "&gt;", "&#", "```", "|---", "| ---", "[!NOTE]", "[!TIP]", "[!WARNING]",
        "[!IMPORTANT]", "[!CAUTION]", ">`_", "`_ ", ".. image::", ".. code", "------", "======", "~~~~~~",
    ]

    /// How many of GitHub's words are shown (each counted as often as both sides have it).
    let sharedCount: Int
    /// How many words GitHub shows.
    let githubCount: Int
    /// How many words the terminal shows.
    let shownCount: Int
    /// Each syntax marker printed more often than GitHub shows it, with how many times more.
    let printedSyntax: [String: Int]
    /// Some of GitHub's words that are not shown, for a failure message.
    let missingSample: [String]

    /// Compares `shown` (the rendered text) with `github` (the text GitHub shows).
    init(shown: String, github: String) {
        let shownWords = Self.wordCounts(shown)
        let githubWords = Self.wordCounts(github)
        sharedCount = githubWords.reduce(0) { $0 + min($1.value, shownWords[$1.key] ?? 0) }
        githubCount = githubWords.values.reduce(0, +)
        shownCount = shownWords.values.reduce(0, +)
        var printed: [String: Int] = [:]
        for pattern in Self.patterns {
            let excess = shown.components(separatedBy: pattern).count - github.components(separatedBy: pattern).count
            if excess > 0 { printed[pattern] = excess }
        }
        printedSyntax = printed
        missingSample = githubWords.filter { $0.value > (shownWords[$0.key] ?? 0) }.map(\.key).sorted().prefix(40)
            .map { $0 }
    }

    /// The comparisons of several READMEs added up (their words pooled).
    init(pooling comparisons: [ReadmeWordComparison]) {
        sharedCount = comparisons.reduce(0) { $0 + $1.sharedCount }
        githubCount = comparisons.reduce(0) { $0 + $1.githubCount }
        shownCount = comparisons.reduce(0) { $0 + $1.shownCount }
        printedSyntax = comparisons.reduce(into: [:]) { total, each in
            total.merge(each.printedSyntax, uniquingKeysWith: +)
        }
        missingSample = comparisons.flatMap(\.missingSample)
    }

    /// The share of GitHub's words shown.
    var recall: Double { githubCount == 0 ? 1 : Double(sharedCount) / Double(githubCount) }

    /// The share of the shown words that are GitHub's.
    var precision: Double { shownCount == 0 ? 1 : Double(sharedCount) / Double(shownCount) }

    /// Recall and precision as percentages with two decimals, and the word counts.
    var summary: String {
        String(
            format: "%.2f%% of GitHub's %d words shown, %.2f%% of %d shown are GitHub's", recall * 100, githubCount,
            precision * 100, shownCount)
    }

    /// The words of `text`, counted.
    static func wordCounts(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var word = ""
        func finish() {
            if !word.isEmpty { counts[word, default: 0] += 1 }
            word = ""
        }
        for character in text {
            if isWide(character) {
                finish()
                word.append(character)
                finish()
            } else if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                finish()
            }
        }
        finish()
        return counts
    }

    /// Whether `character` is an East Asian letter written without spaces between words.
    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.isLetter else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
