import Domain
import StyledText

/// Formats search results for a person at a terminal: "Showing N of M repositories", then an aligned table with a
/// header (NAME, STARS, FORKS, LANGUAGE, DESCRIPTION), counts with thousands separators, every line fitted to the
/// terminal's width. As in the GitHub CLI, the repository's name is never cut, so it can be copied: the description
/// is cut with `…` first, then dropped, then the language is cut and dropped; only a name wider than the terminal
/// makes a line longer than the width.
///
/// Every string from GitHub is sanitised to one inert line first. With colour enabled the header is bold and dim,
/// names are bold and languages yellow; with colour disabled (`NO_COLOR`, `CLICOLOR=0`, `--no-color`) the text
/// carries no escape sequence at all.
public enum SearchTableFormatter {
    /// The narrowest description column worth showing; below it the column is left out.
    static let minimumDescriptionWidth = 10
    /// The narrowest language column worth showing (room for `Swi…`); below it the column is left out.
    static let minimumLanguageWidth = 4

    /// The whole text, ending in a line break.
    public static func text(for results: SearchResults, columns: Int, colorMode: ColorMode) -> String {
        let width = max(20, columns)
        let rows = results.items.map { repository in
            Row(
                name: SearchLineFormatter.cell(repository.fullName),
                stars: DisplayFormat.grouped(repository.starCount),
                forks: DisplayFormat.grouped(repository.forkCount),
                language: SearchLineFormatter.cell(repository.language ?? ""),
                description: SearchLineFormatter.cell(repository.description ?? ""))
        }
        let header = Row(name: "NAME", stars: "STARS", forks: "FORKS", language: "LANGUAGE", description: "DESCRIPTION")
        let all = [header] + rows
        let starsWidth = all.map { DisplayWidth.of($0.stars) }.max() ?? 0
        let forksWidth = all.map { DisplayWidth.of($0.forks) }.max() ?? 0
        let nameWidth = all.map { DisplayWidth.of($0.name) }.max() ?? 0
        let afterNumbers = width - nameWidth - starsWidth - forksWidth - 4
        let languageWidth = min(14, all.map { DisplayWidth.of($0.language) }.max() ?? 0, afterNumbers - 2)
        let showsLanguage = languageWidth >= minimumLanguageWidth
        let descriptionWidth = afterNumbers - (showsLanguage ? languageWidth + 2 : 0) - 2
        let showsDescription = descriptionWidth >= minimumDescriptionWidth

        func line(_ row: Row, isHeader: Bool) -> String {
            var cells = [
                styled(TextFitting.padded(row.name, toWidth: nameWidth), isHeader ? .header : .name, colorMode),
                styled(
                    TextFitting.padded(row.stars, toWidth: starsWidth, alignment: .trailing),
                    isHeader ? .header : .plain, colorMode),
                styled(
                    TextFitting.padded(row.forks, toWidth: forksWidth, alignment: .trailing),
                    isHeader ? .header : .plain, colorMode),
            ]
            if showsLanguage {
                cells.append(
                    styled(
                        TextFitting.padded(
                            TextFitting.truncated(row.language, toWidth: languageWidth), toWidth: languageWidth),
                        isHeader ? .header : .language, colorMode))
            }
            if showsDescription {
                cells.append(
                    styled(
                        TextFitting.truncated(row.description, toWidth: descriptionWidth),
                        isHeader ? .header : .plain, colorMode))
            }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }

        let summary =
            "Showing \(DisplayFormat.grouped(rows.count)) of \(DisplayFormat.grouped(results.totalCount)) repositories"
        var lines = [TextFitting.truncated(summary, toWidth: width), ""]
        lines.append(line(header, isHeader: true))
        lines += rows.map { line($0, isHeader: false) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row's cells, already safe text.
    private struct Row {
        let name: String
        let stars: String
        let forks: String
        let language: String
        let description: String
    }

    /// What a cell is, for its colour.
    private enum Role {
        case header, name, language, plain
    }

    /// `text` wrapped in its role's style when colour is enabled; unchanged otherwise.
    private static func styled(_ text: String, _ role: Role, _ colorMode: ColorMode) -> String {
        guard colorMode == .enabled, !text.isEmpty else { return text }
        let style: TextStyle
        switch role {
        case .header: style = TextStyle(isBold: true, isDim: true)
        case .name: style = TextStyle(isBold: true)
        case .language: style = TextStyle(foreground: .yellow)
        case .plain: return text
        }
        let reset = String(decoding: ControlSequence.resetStyle, as: UTF8.self)
        return String(decoding: style.selectGraphicRendition, as: UTF8.self) + text + reset
    }
}
