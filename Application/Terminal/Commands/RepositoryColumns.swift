import Domain
import StyledText

/// The columns of the repository lists (`search`, `starred`), as `gh search repos` prints them.
///
/// On a terminal: NAME (never cut, so it can be copied; bold), STARS and FORKS with thousands separators, LANGUAGE
/// (yellow, at most 14 wide, left out after the description) and DESCRIPTION (what is left, cut with `…`; left out
/// below 10 columns). Piped: full name, stars, forks, language and description, empty when GitHub has none.
enum RepositoryColumns {
    static let terminal: [TableColumn<GithubRepo>] = [
        TableColumn(
            "NAME", width: .content(maximum: .max), style: { _ in TextStyle(isBold: true) }, text: { $0.fullName }),
        TableColumn("STARS", width: .content(maximum: .max), alignment: .trailing) {
            DisplayFormat.grouped($0.starCount)
        },
        TableColumn("FORKS", width: .content(maximum: .max), alignment: .trailing) {
            DisplayFormat.grouped($0.forkCount)
        },
        TableColumn(
            "LANGUAGE", width: .content(maximum: 14), dropOrder: 1, style: { _ in TextStyle(foreground: .yellow) },
            text: { $0.language ?? "" }),
        TableColumn("DESCRIPTION", width: .rest(minimum: 10), dropOrder: 2) { $0.description ?? "" },
    ]

    /// The tab-separated columns.
    static let piped: [TableColumn<GithubRepo>] = [
        .piped("NAME") { $0.fullName },
        .piped("STARS") { String($0.starCount) },
        .piped("FORKS") { String($0.forkCount) },
        .piped("LANGUAGE") { $0.language ?? "" },
        .piped("DESCRIPTION") { $0.description ?? "" },
    ]

    /// "Showing N of M repositories", the counts with thousands separators.
    static func summary(shown: Int, of total: Int) -> String {
        "Showing \(DisplayFormat.grouped(shown)) of \(DisplayFormat.grouped(total)) repositories"
    }
}
