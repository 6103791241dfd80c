import Domain
import Foundation

/// One line of the snapshot's records (the format `GithubRankingSnapshot` documents), split at its tabs and
/// checked: the text fields as byte ranges of the records, still escaped, and the counts and the date parsed.
///
/// Splitting copies nothing, so the catalog reads every line without allocating per field; the strings of a
/// `GithubRepo` are made only by `repository(in:)`, for the repositories a page or a lookup returns.
struct SnapshotLine {
    /// The owner's login.
    let owner: Range<Int>
    /// The repository's name.
    let name: Range<Int>
    let starCount: Int
    let forkCount: Int
    let openIssueCount: Int
    /// The main language, escaped (empty when none).
    let language: Range<Int>
    /// The last commit.
    let pushedAt: Date
    /// The description, escaped (empty when none).
    let description: Range<Int>

    /// Reads the line at `range` of `bytes`; `nil` unless it has exactly eight fields, the three counts are 1 to
    /// 18 ASCII digits, the date is a GitHub timestamp and the owner and name make a URL.
    init?(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = range.lowerBound
        guard let owner = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let name = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let stars = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let forks = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let issues = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let language = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let pushed = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            let description = Self.field(of: bytes, from: &cursor, upTo: range.upperBound),
            cursor > range.upperBound, let starCount = Self.count(bytes, stars),
            let forkCount = Self.count(bytes, forks), let openIssueCount = Self.count(bytes, issues),
            let pushedAt = GithubTimestamp.date(from: Self.text(bytes, pushed)),
            Self.makesAddress(bytes, owner: owner, name: name)
        else { return nil }
        self.owner = owner
        self.name = name
        self.starCount = starCount
        self.forkCount = forkCount
        self.openIssueCount = openIssueCount
        self.language = language
        self.pushedAt = pushedAt
        self.description = description
    }

    /// The repository the line describes, with `nil` for every fact the snapshot does not record (its GitHub id
    /// among them: no id is made up). Returns `nil`
    /// only when the address is not a URL, which `init` has ruled out.
    func repository(in bytes: UnsafeBufferPointer<UInt8>) -> GithubRepo? {
        let owner = Self.text(bytes, owner)
        let name = Self.text(bytes, name)
        guard let htmlURL = Self.address(owner: owner, name: name) else { return nil }
        let language = Self.unescaped(UnsafeBufferPointer(rebasing: bytes[language]))
        let description = Self.unescaped(UnsafeBufferPointer(rebasing: bytes[description]))
        return GithubRepo(
            id: nil, name: name, fullName: "\(owner)/\(name)", htmlURL: htmlURL,
            description: description.isEmpty ? nil : description, starCount: starCount, forkCount: forkCount,
            watcherCount: starCount, subscriberCount: nil, openIssueCount: openIssueCount,
            language: language.isEmpty ? nil : language, topics: [], license: nil,
            owner: RepoOwner(login: owner, avatarURL: nil), isArchived: nil, isFork: nil, createdAt: nil,
            updatedAt: nil, pushedAt: pushedAt, defaultBranch: nil)
    }

    /// The text of `bytes` with the snapshot's escapes (`\\`, `\t`, `\n`, `\r`, `\u{HEX}`) turned back into characters. Read
    /// byte by byte, as the generator wrote them code point by code point: a combining mark after an escape stays
    /// a character of its own.
    static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let backslash = UInt8(ascii: "\\")
        guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == backslash, index < bytes.endIndex else {
                result.append(byte)
                continue
            }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "u"):
                guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
                    let value = UInt32(Self.text(bytes, (index + 1)..<close), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    result.append(contentsOf: [backslash, UInt8(ascii: "u")])
                    continue
                }
                result.append(contentsOf: String(scalar).utf8)
                index = close + 1
            default: result.append(escape)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the bytes at `range` are ASCII without a backslash: text that reads exactly as it is written.
    static func isPlain(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var unusual: UInt8 = 0
        for byte in bytes[range] { unusual |= (byte & 0x80) | (byte == UInt8(ascii: "\\") ? 1 : 0) }
        return unusual == 0
    }

    /// The field that starts at `cursor` and ends at the next tab or at `end`, moving `cursor` past that tab;
    /// `nil` once `cursor` is past `end`.
    private static func field(of bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Int, upTo end: Int)
        -> Range<Int>?
    {
        guard cursor <= end else { return nil }
        var stop = cursor
        while stop < end, bytes[stop] != UInt8(ascii: "\t") { stop += 1 }
        defer { cursor = stop + 1 }
        return cursor..<stop
    }

    /// The text of the bytes at `range`.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func address(owner: String, name: String) -> URL? {
        URL(string: "https://github.com/\(owner)/\(name)")
    }

    /// Whether the owner and name make an address: always when both hold only the characters GitHub allows in
    /// names (letters, digits, `-`, `_`, `.`), as every bundled line does, so no URL is parsed for them here;
    /// otherwise `URL(string:)` decides, as it will when the repository is made.
    private static func makesAddress(_ bytes: UnsafeBufferPointer<UInt8>, owner: Range<Int>, name: Range<Int>) -> Bool {
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                true
            default: false
            }
        }
        if bytes[owner].allSatisfy(isNameByte) && bytes[name].allSatisfy(isNameByte) { return true }
        return address(owner: text(bytes, owner), name: text(bytes, name)) != nil
    }

    /// A decimal count, or `nil` unless the bytes at `range` are 1 to 18 ASCII digits.
    private static func count(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard (1...18).contains(range.count) else { return nil }
        var value = 0
        for byte in bytes[range] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
