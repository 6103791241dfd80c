import Foundation

/// One repository of the offline snapshot, reduced to what search filters, ranks and pages by.
///
/// A plain value of offsets and numbers that owns no strings: the catalog builds all 3,449 into one array without
/// an allocation of their own, and search copies them for free. The text lives in the catalog: `owner`, `name`,
/// `language` and `description` are ranges of its lowercased `text`, and `line` is the range of the snapshot's
/// records that the full `GithubRepo` is made from when a page or a lookup returns it.
struct SnapshotEntry: Sendable {
    /// Where the repository's line lies in the snapshot's records, as UTF-8 offsets.
    let line: Range<Int>
    /// The owner's login, lowercased, in the catalog's `text`.
    let owner: Range<Int>
    /// The name, lowercased, in the catalog's `text`, right after the owner and a `/`.
    let name: Range<Int>
    /// The language, lowercased, in the catalog's `text` (empty when none).
    let language: Range<Int>
    /// The description, lowercased, in the catalog's `text` (empty when none).
    let description: Range<Int>
    let starCount: Int
    let forkCount: Int
    /// The last commit.
    let pushedAt: Date

    /// `owner/name`, lowercased, in the catalog's `text`: the owner, the `/` and the name lie side by side.
    var fullName: Range<Int> { owner.lowerBound..<name.upperBound }
}
