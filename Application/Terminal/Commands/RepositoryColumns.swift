import Domain
import StyledText

/// The columns of the repository lists (`search`, `starred`), as `gh search repos` prints them.
///
/// On a terminal: NAME (never cut, so it can be copied; bold), STARS and FORKS with thousands separators, LANGUAGE
/// (yellow, at most 14 wide, cut and then left out after the description) and DESCRIPTION (cut with `…` first, left
/// out below 10 columns). Piped: full name, stars, forks, language and description, empty when GitHub has none.
public enum RepositoryColumns {
    /// The table's columns.
    public static let terminal: [TableColumn<GithubRepo>] = [
        TableColumn("NAME", fit: .whole, text: { $0.fullName }, style: { _ in TextStyle(isBold: true) }),
        TableColumn("STARS", fit: .whole, alignment: .trailing) { DisplayFormat.grouped($0.starCount) },
        TableColumn("FORKS", fit: .whole, alignment: .trailing) { DisplayFormat.grouped($0.forkCount) },
        TableColumn(
            "LANGUAGE", fit: .capped(maximum: 14, minimum: 4), text: { $0.language ?? "" },
            style: { _ in TextStyle(foreground: .yellow) }),
        TableColumn("DESCRIPTION", fit: .shared(minimum: 10)) { $0.description ?? "" },
    ]

    /// The tab-separated columns.
    public static let piped: [TableColumn<GithubRepo>] = [
        TableColumn("NAME") { $0.fullName },
        TableColumn("STARS") { String($0.starCount) },
        TableColumn("FORKS") { String($0.forkCount) },
        TableColumn("LANGUAGE") { $0.language ?? "" },
        TableColumn("DESCRIPTION") { $0.description ?? "" },
    ]

    /// "Showing N of M repositories", the counts with thousands separators.
    public static func summary(shown: Int, of total: Int) -> String {
        "Showing \(DisplayFormat.grouped(shown)) of \(DisplayFormat.grouped(total)) repositories"
    }
}
