/// Secrets (the user's token) that must never appear in rendered text, and what shows in their place.
///
/// Redacting a response's bytes is not enough for a README: Markdown can spell a token so that only rendering
/// produces it (`ghp\_…`, `&#103;hp_…`, `ghp_**…**`). `MarkdownRenderer` therefore redacts the text it shows,
/// after decoding and joining, before wrapping. The composition root builds one from the configuration's token;
/// everything below it receives it as a plain value. Matching is by Unicode scalars, occurrences left to right.
public struct Redaction: Sendable, Equatable {
    /// What stands for a secret.
    public static let replacement = "[redacted]"

    /// Redacts nothing.
    public static let none = Redaction(secrets: [])

    /// The secrets, each as its scalars (empty ones are dropped).
    private let secrets: [[Unicode.Scalar]]

    /// A redaction of `secrets` (empty strings are ignored).
    public init(secrets: [String]) {
        self.secrets = secrets.filter { !$0.isEmpty }.map { Array($0.unicodeScalars) }
    }

    /// Whether there is nothing to redact.
    public var isEmpty: Bool { secrets.isEmpty }

    /// `text` with every occurrence of a secret replaced.
    public func redacting(_ text: String) -> String {
        guard !secrets.isEmpty else { return text }
        return redacting([(text, ())]).first?.text ?? text
    }

    /// `runs` with every occurrence of a secret in their joined text replaced: the replacement goes into the run
    /// where the occurrence starts, and the rest of the occurrence is removed from the runs it covers.
    public func redacting<Tag>(_ runs: [(text: String, tag: Tag)]) -> [(text: String, tag: Tag)] {
        guard !secrets.isEmpty else { return runs }
        let joined = runs.flatMap { Array($0.text.unicodeScalars) }
        let found = occurrences(in: joined)
        guard !found.isEmpty else { return runs }
        var result: [(text: String, tag: Tag)] = []
        var offset = 0
        var next = 0
        for run in runs {
            var output = String.UnicodeScalarView()
            for scalar in run.text.unicodeScalars {
                while next < found.count, found[next].upperBound <= offset { next += 1 }
                if next < found.count, found[next].contains(offset) {
                    if offset == found[next].lowerBound { output.append(contentsOf: Self.replacement.unicodeScalars) }
                } else {
                    output.append(scalar)
                }
                offset += 1
            }
            result.append((String(output), run.tag))
        }
        return result
    }

    /// The ranges of `scalars` holding a secret, left to right, not overlapping.
    private func occurrences(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var position = 0
        while position < scalars.count {
            let match = secrets.first { secret in
                secret.count <= scalars.count - position
                    && zip(secret, scalars[position...]).allSatisfy { $0 == $1 }
            }
            if let match {
                ranges.append(position..<(position + match.count))
                position += match.count
            } else {
                position += 1
            }
        }
        return ranges
    }
}
