import Application
import Domain
import StyledText

/// The columns of the repository lists on screen (search, your stars): name, stars, forks, language, the update date
/// when sorting by updated, and description, laid out by `TableRowLayout` as every list is.
///
/// Every repository stays identifiable: the name column (`lead`) gets the width of the longest name first, at most
/// two fifths of the width while a description is shown, and a name that still does not fit loses characters of its
/// owner before any of its own (`app…/swift`). As the terminal narrows, the description goes first, then the
/// language, then the forks (never the column the list is sorted by).
enum RepoListColumns {
    /// The narrowest name column worth keeping other columns for.
    static let minimumNameWidth = 16
    /// The narrowest description worth showing.
    static let minimumDescriptionWidth = 12

    /// The columns of a list sorted by `sort`.
    static func columns(sortedBy sort: RepoSort = .bestMatch) -> [TableColumn<RepoListItem>] {
        let name = TableColumn<RepoListItem>(
            "NAME", width: .lead(minimum: minimumNameWidth, maximum: 48), style: { _ in .init(foreground: .blue) },
            fit: { identifiable($0, toWidth: $1) }, text: { $0.fullName })
        let stars = TableColumn<RepoListItem>(
            "STARS", width: .fixed(7), alignment: .trailing, style: { _ in .init(foreground: .yellow) },
            text: { DisplayFormat.compact($0.starCount) })
        let forks = TableColumn<RepoListItem>(
            "FORKS", width: .fixed(7), alignment: .trailing, dropOrder: sort == .forks ? 0 : 1,
            text: { DisplayFormat.compact($0.forkCount) })
        let language = TableColumn<RepoListItem>(
            "LANGUAGE", width: .fixed(12), dropOrder: 2, style: { _ in .init(foreground: .cyan) },
            text: { $0.language ?? "" })
        let updated = TableColumn<RepoListItem>(
            "UPDATED", width: .fixed(10), text: { ($0.updatedAt ?? $0.pushedAt).map(DisplayFormat.date) ?? "" })
        let description = TableColumn<RepoListItem>(
            "DESCRIPTION", width: .rest(minimum: minimumDescriptionWidth), dropOrder: 3, text: { $0.description ?? "" })
        return [name, stars, forks, language] + (sort == .updated ? [updated] : []) + [description]
    }

    /// The columns `rows` are drawn in at `width`, sorted by `sort`.
    static func columns(for rows: some Collection<RepoListItem>, width: Int, sort: RepoSort = .bestMatch)
        -> ListColumns<RepoListItem>
    {
        TableRowLayout.columns(columns(sortedBy: sort), rows: rows, width: width)
    }

    /// `owner/name` in at most `width` columns, shortening the owner before the name: `apple/swift`,
    /// `app…/swift`, `…/swift`, and only then the middle of the name (`…/vscode…samples`), whose start and end
    /// tell similar names apart best.
    static func identifiable(_ fullName: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(fullName) > width else { return fullName }
        guard let slash = fullName.firstIndex(of: "/") else { return TextFitting.truncated(fullName, toWidth: width) }
        let owner = String(fullName[..<slash])
        let name = String(fullName[fullName.index(after: slash)...])
        let nameWidth = DisplayWidth.of(name)
        if nameWidth + 2 <= width {
            return TextFitting.truncated(owner, toWidth: width - nameWidth - 1) + "/" + name
        }
        guard width > 2 else { return TextFitting.truncated(name, toWidth: width) }
        return "…/" + middleTruncated(name, toWidth: width - 2)
    }

    /// `text` with its middle replaced by `…` so that it fits in `width` columns (at least 1).
    static func middleTruncated(_ text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let budget = width - 1
        let tailBudget = budget / 2
        var tail: [Character] = []
        var tailWidth = 0
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            guard tailWidth + characterWidth <= tailBudget else { break }
            tail.insert(character, at: 0)
            tailWidth += characterWidth
        }
        var head = ""
        var headWidth = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard headWidth + characterWidth <= budget - tailWidth else { break }
            head.append(character)
            headWidth += characterWidth
        }
        return head + "…" + String(tail)
    }
}
