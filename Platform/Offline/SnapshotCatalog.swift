import Domain
import Foundation

/// The offline snapshot parsed into repositories: every entry in snapshot order, and a lookup by `owner/name`.
///
/// Parsing `GithubRankingSnapshot.records` takes a few milliseconds, so it happens once, the first time the
/// offline mode needs it (see `OfflineRepoRepository`), not at launch.
struct SnapshotCatalog: Sendable {
    /// Every repository, in the snapshot's order.
    let entries: [SnapshotEntry]
    private let indexByFullName: [String: Int]

    /// Parses `records` (the format `GithubRankingSnapshot` documents); a malformed line is skipped, which the
    /// tests catch by counting. Lines and fields are split on UTF-8 bytes: splitting a String by Characters
    /// would segment half a megabyte into grapheme clusters first, which costs far more than the parse itself.
    init(records: String) {
        var entries: [SnapshotEntry] = []
        entries.reserveCapacity(GithubRankingSnapshot.count)
        for line in records.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if let repo = Self.repository(fromLine: line, position: entries.count + 1) {
                entries.append(SnapshotEntry(repo: repo))
            }
        }
        self.entries = entries
        indexByFullName = Dictionary(
            entries.enumerated().map { ($0.element.fullName, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The repository named by `reference`, compared case-insensitively as GitHub does.
    func entry(for reference: RepoReference) -> SnapshotEntry? {
        indexByFullName[reference.description.lowercased()].map { entries[$0] }
    }

    /// The repository one line describes, or `nil` when the line is malformed. `position` (1-based line number)
    /// becomes the id, since the snapshot holds no GitHub ids.
    static func repository(fromLine line: Substring.UTF8View.SubSequence, position: Int) -> GithubRepo? {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 8, let stars = count(fields[2]), let forks = count(fields[3]),
            let issues = count(fields[4]),
            let pushedAt = GithubTimestamp.date(from: String(decoding: fields[6], as: UTF8.self)),
            let htmlURL = URL(string: "https://github.com/\(text(fields[0]))/\(text(fields[1]))")
        else { return nil }
        let owner = text(fields[0])
        let name = text(fields[1])
        let language = unescaped(text(fields[5])[...])
        let description = unescaped(text(fields[7])[...])
        return GithubRepo(
            id: position, name: name, fullName: "\(owner)/\(name)", htmlURL: htmlURL,
            description: description.isEmpty ? nil : description, starCount: stars, forkCount: forks,
            watcherCount: stars, subscriberCount: nil, openIssueCount: issues,
            language: language.isEmpty ? nil : language, topics: [], license: nil,
            owner: RepoOwner(login: owner, avatarURL: nil), isArchived: nil, isFork: nil, createdAt: nil,
            updatedAt: nil, pushedAt: pushedAt, defaultBranch: nil)
    }

    /// The repository `line` describes (a convenience for tests).
    static func repository(fromLine line: String, position: Int) -> GithubRepo? {
        repository(fromLine: line[...].utf8[...], position: position)
    }

    private static func text(_ bytes: Substring.UTF8View.SubSequence) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A decimal count, or `nil` unless the bytes are 1 to 18 ASCII digits.
    private static func count(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        guard (1...18).contains(bytes.count) else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `text` with the snapshot's escapes (`\\`, `\t`, `\n`, `\r`, `\u{HEX}`) turned back into characters.
    static func unescaped(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "\\", index < text.endIndex else {
                result.append(character)
                continue
            }
            let escape = text[index]
            index = text.index(after: index)
            switch escape {
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "u":
                guard text[index...].hasPrefix("{"), let close = text[index...].firstIndex(of: "}"),
                    let value = UInt32(text[text.index(after: index)..<close], radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    result.append("\\u")
                    continue
                }
                result.unicodeScalars.append(scalar)
                index = text.index(after: close)
            default: result.append(escape)
            }
        }
        return result
    }
}

extension SnapshotCatalog {
    /// The snapshot compiled into the binary, parsed the first time it is read (Swift initialises a static
    /// constant lazily and once, even across threads).
    static let bundled = SnapshotCatalog(records: GithubRankingSnapshot.records)
}
