import Domain

/// The columns of the search list at one width: name, stars, forks, language and description, dropping the
/// description first and then forks and language as the terminal narrows. Widths are display widths.
struct RepoRowLayout: Equatable, Sendable {
    /// Columns left of the name: the selection marker and a space.
    static let markerWidth = 2
    /// The stars column.
    static let starWidth = 7
    /// The forks column.
    static let forkWidth = 7
    /// The language column.
    static let languageWidth = 12
    /// The narrowest name column.
    static let minimumNameWidth = 16
    /// The narrowest description worth showing.
    static let minimumDescriptionWidth = 12

    /// The name column's width.
    let nameWidth: Int
    /// Whether forks and language are shown.
    let showsForksAndLanguage: Bool
    /// The description column's width; 0 when dropped.
    let descriptionWidth: Int

    /// The columns for a terminal `columns` wide.
    init(columns: Int) {
        let statistics = 1 + Self.starWidth
        let forksAndLanguage = 1 + Self.forkWidth + 1 + Self.languageWidth
        let room = columns - Self.markerWidth
        let preferredName = min(40, max(Self.minimumNameWidth, room * 3 / 10))
        let description = room - preferredName - statistics - forksAndLanguage - 1
        if description >= Self.minimumDescriptionWidth {
            nameWidth = preferredName
            showsForksAndLanguage = true
            descriptionWidth = description
        } else if room - statistics - forksAndLanguage >= Self.minimumNameWidth {
            nameWidth = room - statistics - forksAndLanguage
            showsForksAndLanguage = true
            descriptionWidth = 0
        } else {
            nameWidth = max(1, room - statistics)
            showsForksAndLanguage = false
            descriptionWidth = 0
        }
    }

    /// The column headings.
    func heading() -> StyledLine {
        let style = TextStyle(isBold: true, isDim: true)
        var text = String(repeating: " ", count: Self.markerWidth) + TextFitting.fitted("NAME", toWidth: nameWidth)
        text += " " + TextFitting.fitted("STARS", toWidth: Self.starWidth, alignment: .trailing)
        if showsForksAndLanguage {
            text += " " + TextFitting.fitted("FORKS", toWidth: Self.forkWidth, alignment: .trailing)
            text += " " + TextFitting.fitted("LANGUAGE", toWidth: Self.languageWidth)
        }
        if descriptionWidth > 0 {
            text += " " + "DESCRIPTION"
        }
        return StyledLine(text, style: style)
    }

    /// One repository's row; every string from GitHub is sanitised to one line here.
    func row(for repo: GithubRepo, isSelected: Bool) -> StyledLine {
        let name = TextFitting.fitted(TerminalText.sanitize(repo.fullName), toWidth: nameWidth)
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
        if showsForksAndLanguage {
            spans.append(
                (
                    " "
                        + TextFitting.fitted(
                            DisplayFormat.compact(repo.forkCount), toWidth: Self.forkWidth, alignment: .trailing),
                    .plain
                ))
            let language = TerminalText.sanitize(repo.language ?? "")
            spans.append(
                (" " + TextFitting.fitted(language, toWidth: Self.languageWidth), TextStyle(foreground: .cyan)))
        }
        if descriptionWidth > 0 {
            let description = TerminalText.sanitize(repo.description ?? "")
            spans.append((" " + TextFitting.truncated(description, toWidth: descriptionWidth), .plain))
        }
        return StyledLine(spans)
    }
}
