import Domain
import Foundation

/// The offline snapshot indexed for search: a small entry per repository, the lowercased text search compares
/// against in one shared buffer, and the records themselves, from which a repository is made when it is shown.
///
/// Indexing `GithubRankingSnapshot.records` reads its UTF-8 bytes once and takes a few milliseconds, the first
/// time the offline mode needs it (see `OfflineRepoRepository`), not at launch. It fills a few large buffers
/// rather than making strings per field: a `GithubRepo` (a dozen strings and a URL) is made only for the
/// repositories a page or a lookup returns.
struct SnapshotCatalog: Sendable {
    /// Every repository, in the snapshot's order.
    let entries: [SnapshotEntry]
    /// The lowercased text the entries' ranges point into, as UTF-8: the records with their ASCII letters
    /// lowercased and the tab after each owner turned into `/`, so that owner and name read as `owner/name`; then
    /// the fields holding other characters or escapes (an owner and name together, with their `/`), unescaped and
    /// lowercased through Unicode.
    let text: [UInt8]
    /// The records the entries' lines point into.
    private let records: String

    /// Indexes `records` (the format `GithubRankingSnapshot` documents); a malformed line is skipped, which the
    /// tests catch by counting, and empty lines are ignored.
    init(records: String) {
        self = Self.withUTF8(of: records) { Self(records: records, bytes: $0) }
    }

    /// Indexes every well-formed line of `bytes`, the UTF-8 of `records`.
    private init(records: String, bytes: UnsafeBufferPointer<UInt8>) {
        var entries: [SnapshotEntry] = []
        entries.reserveCapacity(GithubRankingSnapshot.count)
        var text = Self.lowercasedASCII(bytes)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if end > start, let line = SnapshotLine(start..<end, of: bytes) {
                var fields = (
                    owner: line.owner, name: line.name, language: line.language, description: line.description
                )
                if SnapshotLine.isPlain(line.owner, of: bytes) && SnapshotLine.isPlain(line.name, of: bytes) {
                    text[line.owner.upperBound] = UInt8(ascii: "/")
                } else {
                    fields.owner = Self.appendLowercased(line.owner, of: bytes, unescaping: false, to: &text)
                    text.append(UInt8(ascii: "/"))
                    fields.name = Self.appendLowercased(line.name, of: bytes, unescaping: false, to: &text)
                }
                if !SnapshotLine.isPlain(line.language, of: bytes) {
                    fields.language = Self.appendLowercased(line.language, of: bytes, unescaping: true, to: &text)
                }
                if !SnapshotLine.isPlain(line.description, of: bytes) {
                    fields.description = Self.appendLowercased(line.description, of: bytes, unescaping: true, to: &text)
                }
                entries.append(
                    SnapshotEntry(
                        line: start..<end, owner: fields.owner, name: fields.name, language: fields.language,
                        description: fields.description, starCount: line.starCount, forkCount: line.forkCount,
                        pushedAt: line.pushedAt))
            }
            start = end + 1
        }
        self.entries = entries
        self.text = text
        self.records = records
    }

    /// The repository of `entries[index]`; `nil` past the end.
    func repository(at index: Int) -> GithubRepo? {
        guard entries.indices.contains(index) else { return nil }
        let line = entries[index].line
        return Self.withUTF8(of: records) { SnapshotLine(line, of: $0)?.repository(in: $0) }
    }

    /// The repository named by `reference`, compared case-insensitively as GitHub does (the first of that name).
    func repository(for reference: RepoReference) -> GithubRepo? {
        let fullName = reference.description.lowercased()
        return entries.firstIndex { text($0.fullName, equals: fullName) }.flatMap(repository(at:))
    }

    /// Whether the text at `range` is `value` as Swift compares strings: the same bytes, or, when either is not
    /// ASCII, canonically equivalent text (a precomposed `é` and an `e` with a combining accent).
    func text(_ range: Range<Int>, equals value: String) -> Bool {
        let field = text[range]
        if field.elementsEqual(value.utf8) { return true }
        if value.utf8.allSatisfy({ $0 < 0x80 }) && field.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: field, as: UTF8.self) == value
    }

    /// The repository `line` describes (a convenience for tests).
    static func repository(fromLine line: String) -> GithubRepo? {
        withUTF8(of: line) { SnapshotLine(0..<$0.count, of: $0)?.repository(in: $0) }
    }

    /// `body` over the UTF-8 of `string`: its own storage when contiguous (the compiled-in records are), else a
    /// copy.
    private static func withUTF8<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        string.utf8.withContiguousStorageIfAvailable(body) ?? Array(string.utf8).withUnsafeBufferPointer(body)
    }

    /// `bytes` with the ASCII capital letters lowercased, with room for the text of lines that are not plain.
    private static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + bytes.count / 4)
        text.append(contentsOf: bytes)
        text.withUnsafeMutableBufferPointer { text in
            for index in text.indices { text[index] = lowercasedASCII(text[index]) }
        }
        return text
    }

    /// Appends the text at `range` of `bytes` (unescaped when `unescaping`), lowercased exactly as
    /// `String.lowercased()` would, to `text`, and returns where it landed. That method lowercases scalar by
    /// scalar through Unicode's mapping; so does this, without making a string of the result and without the
    /// lookup for ASCII and for `caselessIdeographs`.
    private static func appendLowercased(
        _ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, unescaping: Bool, to text: inout [UInt8]
    ) -> Range<Int> {
        let start = text.count
        let field = UnsafeBufferPointer(rebasing: bytes[range])
        let value = unescaping ? SnapshotLine.unescaped(field) : String(decoding: field, as: UTF8.self)
        for scalar in value.unicodeScalars {
            if scalar.isASCII {
                text.append(lowercasedASCII(UInt8(scalar.value)))
            } else if caselessIdeographs.contains(scalar.value) {
                UTF8.encode(scalar) { text.append($0) }
            } else {
                text.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return start..<text.count
    }

    /// The CJK Unified Ideographs, which have no case: most of the snapshot's text beyond ASCII, so lowercasing
    /// skips Unicode's mapping for them (a test checks every one of them is its own lowercase).
    static let caselessIdeographs: ClosedRange<UInt32> = 0x4E00...0x9FFF

    /// `byte` lowercased when it is an ASCII capital letter.
    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }
}

extension SnapshotCatalog {
    /// The snapshot compiled into the binary, indexed the first time it is read (Swift initialises a static
    /// constant lazily and once, even across threads).
    static let bundled = SnapshotCatalog(records: GithubRankingSnapshot.records)
}
