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
    /// tests catch by counting.
    init(records: String) {
        var entries: [SnapshotEntry] = []
        // Split on the UTF-8 bytes: splitting on Characters would check grapheme boundaries across half a megabyte.
        for line in records.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if let repo = Self.repository(fromLine: Substring(line), position: entries.count + 1) {
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
    static func repository(fromLine line: Substring, position: Int) -> GithubRepo? {
        let fields = line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(
            Substring.init)
        guard fields.count == 8, let stars = Int(fields[2]), let forks = Int(fields[3]),
            let issues = Int(fields[4]), let pushedAt = GithubTimestamp.date(from: String(fields[6])),
            let htmlURL = URL(string: "https://github.com/\(fields[0])/\(fields[1])")
        else { return nil }
        let owner = String(fields[0])
        let name = String(fields[1])
        let language = unescaped(fields[5])
        let description = unescaped(fields[7])
        return GithubRepo(
            id: position, name: name, fullName: "\(owner)/\(name)", htmlURL: htmlURL,
            description: description.isEmpty ? nil : description, starCount: stars, forkCount: forks,
            watcherCount: stars, subscriberCount: nil, openIssueCount: issues,
            language: language.isEmpty ? nil : language, topics: [], license: nil,
            owner: RepoOwner(login: owner, avatarURL: nil), isArchived: nil, isFork: nil, createdAt: nil,
            updatedAt: nil, pushedAt: pushedAt, defaultBranch: nil)
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
