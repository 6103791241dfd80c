import Domain
import Markdown

extension GithubRepo {
    /// Where the README's relative links lead: this repository's web page on its default branch (`HEAD`, which
    /// GitHub reads as the default branch, when the branch is not known).
    var readmeLinkBase: MarkdownLinkBase {
        MarkdownLinkBase(repositoryURL: htmlURL.absoluteString, branch: defaultBranch ?? "HEAD")
    }
}
