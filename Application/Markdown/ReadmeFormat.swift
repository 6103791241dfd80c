/// The markup a README is written in, told by its file name as GitHub tells it.
///
/// GitHub renders Markdown (`README.md`, `.markdown`, `.mdown`, `.mkdn`, `.mkd`, `.mdwn`) and reStructuredText
/// (`README.rst`, `.rest`, `.rst.txt`), and shows anything else (`README`, `README.txt`, markups this program does
/// not render) as plain text, exactly as written.
public enum ReadmeFormat: Equatable, Sendable {
    /// CommonMark with GitHub's extensions.
    case markdown
    /// The reStructuredText subset `RestructuredTextParser` reads.
    case restructuredText
    /// Text shown as written: its lines kept, nothing interpreted.
    case plainText

    /// The format of the README named `fileName` (a path or a bare name; case does not matter).
    public init(fileName: String) {
        let name = String(fileName.split(separator: "/").last ?? "").lowercased()
        let markdownExtensions = ["md", "markdown", "mdown", "mkdn", "mkd", "mdwn"]
        let restructuredExtensions = ["rst", "rest", "rst.txt", "rest.txt"]
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fileExtension = parts.count == 2 ? String(parts[1]) : ""
        if markdownExtensions.contains(fileExtension) {
            self = .markdown
        } else if restructuredExtensions.contains(fileExtension) {
            self = .restructuredText
        } else {
            self = .plainText
        }
    }
}
