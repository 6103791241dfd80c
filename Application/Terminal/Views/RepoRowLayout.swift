import Application
import Domain
import StyledText

/// The columns of a repository list (search, your stars) at one width: name, stars, forks, language, the update date when sorting by
/// updated, and description. Every repository stays identifiable: the name column gets the width of the longest
/// name first, and a name that still does not fit loses characters of its owner before any of its own
/// (`app…/swift`). As the terminal narrows, columns are dropped in a stated order: the description first, then the
/// language, then the forks (never the column the list is sorted by). The name takes at most two fifths of the
/// width while a description is shown. Widths are display widths.
struct RepoRowLayout: Equatable, Sendable {
    /// Columns left of the name: the selection marker and a space.
    static let markerWidth = 2
    /// The stars column.
    static let starWidth = 7
    /// The forks column.
    static let forkWidth = 7
    /// The language column.
    static let languageWidth = 12
    /// The update date column (`2026-08-22`).
    static let updatedWidth = 10
    /// The narrowest name column worth keeping other columns for.
    static let minimumNameWidth = 16
    /// The widest the name column grows before the description gets the rest.
    static let maximumNameWidth = 48
    /// The narrowest description worth showing.
    static let minimumDescriptionWidth = 12

    /// The name column's width.
    let nameWidth: Int
    /// Whether the forks column is shown.
    let showsForks: Bool
    /// Whether the language column is shown.
    let showsLanguage: Bool
    /// Whether the update date column is shown (when sorting by updated).
    let showsUpdated: Bool
    /// The description column's width; 0 when dropped.
    let descriptionWidth: Int

    /// The columns for a terminal `columns` wide, a list sorted by `sort` whose longest `owner/name` is
    /// `longestName` columns wide.
    init(columns: Int, sort: RepoSort = .bestMatch, longestName: Int = RepoRowLayout.minimumNameWidth) {
        let room = columns - Self.markerWidth
        showsUpdated = sort == .updated
        let fixed = 1 + Self.starWidth + (showsUpdated ? 1 + Self.updatedWidth : 0)
        let forks = 1 + Self.forkWidth
        let language = 1 + Self.languageWidth
        let wanted = min(Self.maximumNameWidth, max(Self.minimumNameWidth, longestName))
        let besideDescription = min(wanted, max(Self.minimumNameWidth, room * 2 / 5))
        let keepsForks = sort == .forks
        let description = room - besideDescription - fixed - forks - language - 1
        if description >= Self.minimumDescriptionWidth {
            nameWidth = besideDescription
            showsForks = true
            showsLanguage = true
            descriptionWidth = description
        } else if room - fixed - forks - language >= wanted {
            nameWidth = room - fixed - forks - language
            showsForks = true
            showsLanguage = true
            descriptionWidth = 0
        } else if room - fixed - forks >= wanted || keepsForks {
            nameWidth = max(1, room - fixed - forks)
            showsForks = true
            showsLanguage = false
            descriptionWidth = 0
        } else {
            nameWidth = max(1, room - fixed)
            showsForks = false
            showsLanguage = false
            descriptionWidth = 0
        }
    }

    /// What sizes the columns in one row: the width of its `owner/name`, the one cell whose widest is kept.
    static func cellWidths(of row: RepoListItem) -> [Int] {
        [DisplayWidth.of(TerminalText.sanitize(row.fullName))]
    }

    /// The columns the rows are drawn in at `width`, sorted by `sort`, given their widest cells (`cellWidths(of:)`'s
    /// maximum): the search list's and your stars', which read alike.
    static func columns(widest: [Int], width: Int, sort: RepoSort = .bestMatch) -> ListColumns<RepoListItem> {
        let layout = RepoRowLayout(columns: width, sort: sort, longestName: widest.first ?? 0)
        return ListColumns(heading: layout.heading()) { row, isSelected in layout.row(for: row, isSelected: isSelected)
        }
    }

    /// The column headings.
    func heading() -> StyledLine {
        let style = TextStyle(isBold: true, isDim: true)
        var text = String(repeating: " ", count: Self.markerWidth) + TextFitting.fitted("NAME", toWidth: nameWidth)
        text += " " + TextFitting.fitted("STARS", toWidth: Self.starWidth, alignment: .trailing)
        if showsForks {
            text += " " + TextFitting.fitted("FORKS", toWidth: Self.forkWidth, alignment: .trailing)
        }
        if showsLanguage {
            text += " " + TextFitting.fitted("LANGUAGE", toWidth: Self.languageWidth)
        }
        if showsUpdated {
            text += " " + TextFitting.fitted("UPDATED", toWidth: Self.updatedWidth)
        }
        if descriptionWidth > 0 {
            text += " " + "DESCRIPTION"
        }
        return StyledLine(text, style: style)
    }

    /// One repository's row; every string from GitHub is sanitised to one line here.
    func row(for repo: RepoListItem, isSelected: Bool) -> StyledLine {
        let name = TextFitting.padded(
            Self.identifiable(TerminalText.sanitize(repo.fullName), toWidth: nameWidth), toWidth: nameWidth)
        var spans: [(text: String, style: TextStyle)] = [
            (isSelected ? "> " : "  ", TextStyle(isBold: true)),
            (name, isSelected ? TextStyle(isBold: true, isReversed: true) : TextStyle(foreground: .blue)),
            (
                " "
                    + TextFitting.fitted(
                        DisplayFormat.compact(repo.starCount), toWidth: Self.starWidth, alignment: .trailing),
                TextStyle(foreground: .yellow)
            ),
        ]
        if showsForks {
            spans.append(
                (
                    " "
                        + TextFitting.fitted(
                            DisplayFormat.compact(repo.forkCount), toWidth: Self.forkWidth, alignment: .trailing),
                    .plain
                ))
        }
        if showsLanguage {
            let language = TerminalText.sanitize(repo.language ?? "")
            spans.append(
                (" " + TextFitting.fitted(language, toWidth: Self.languageWidth), TextStyle(foreground: .cyan)))
        }
        if showsUpdated {
            let date = (repo.updatedAt ?? repo.pushedAt).map(DisplayFormat.date) ?? ""
            spans.append((" " + TextFitting.fitted(date, toWidth: Self.updatedWidth), .plain))
        }
        if descriptionWidth > 0 {
            let description = TerminalText.sanitize(repo.description ?? "")
            spans.append((" " + TextFitting.truncated(description, toWidth: descriptionWidth), .plain))
        }
        return StyledLine(spans)
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
