/// The markup a README is written in, told by its file name as GitHub tells it.
///
/// GitHub renders Markdown (`README.md`, `.markdown`, `.mdown`, `.mkdn`, `.mkd`, `.mdwn`) and reStructuredText
/// (`README.rst`, `.rest`, `.rst.txt`, `.rest.txt`), and shows anything else (`README`, `README.txt`, markups this
/// program does not render) as plain text, exactly as written. The last extension decides, so a translated README
/// (`README.zh-CN.md`, `README.ar-AR.md`) is Markdown; `.rst.txt` and `.rest.txt` are the only two-part extensions.
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
        let markdownExtensions: Set<Substring> = ["md", "markdown", "mdown", "mkdn", "mkd", "mdwn"]
        let restructuredExtensions: Set<Substring> = ["rst", "rest"]
        let extensions = Array(name.split(separator: ".", omittingEmptySubsequences: false).dropFirst())
        let last = extensions.last ?? ""
        let beforeLast = extensions.count >= 2 ? extensions[extensions.count - 2] : ""
        if markdownExtensions.contains(last) {
            self = .markdown
        } else if restructuredExtensions.contains(last)
            || (last == "txt" && restructuredExtensions.contains(beforeLast))
        {
            self = .restructuredText
        } else {
            self = .plainText
        }
    }
}
