import Domain

/// One repository of the offline snapshot with the lowercased text search compares against.
///
/// A class, not a struct: search hands every entry to its filters and sorts, and copying a reference costs one
/// retain where copying the struct's dozen strings and arrays would cost a dozen (measured: most of a query's
/// time). It is immutable, so sharing it is safe.
final class SnapshotEntry: Sendable {
    /// The repository, with `nil` for every fact the snapshot does not record.
    let repo: GithubRepo
    /// The name, lowercased, as UTF-8.
    let name: [UInt8]
    /// The description, lowercased, as UTF-8 (empty when none).
    let description: [UInt8]
    /// The owner's login, lowercased.
    let owner: String
    /// The language, lowercased (empty when none).
    let language: String
    /// `owner/name`, lowercased.
    let fullName: String

    /// Creates the entry for `repo`, lowercasing its searchable text once.
    init(repo: GithubRepo) {
        self.repo = repo
        name = Self.lowercasedBytes(repo.name)
        description = Self.lowercasedBytes(repo.description ?? "")
        owner = repo.owner.login.lowercased()
        language = (repo.language ?? "").lowercased()
        fullName = repo.fullName.lowercased()
    }

    /// `text` lowercased, as UTF-8: byte by byte when it is ASCII (most names and descriptions), else through
    /// Unicode's full lowercasing.
    static func lowercasedBytes(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return Array(text.lowercased().utf8) }
        return bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
}
