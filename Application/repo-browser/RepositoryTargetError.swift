import Platform
import StyledText

/// Why the repository of `show` (or `issues`, `prs`) could not be settled before any request: each says what was found and what to type.
enum RepositoryTargetError: Error, Equatable, CustomStringConvertible {
    /// No argument, and the current directory is in no git repository.
    case notInRepository
    /// No argument, and no remote of the repository is on the configured host.
    case noRemoteOnHost(String)
    /// No argument, and the git configuration could not be read.
    case unreadableConfiguration(String)
    /// The argument names a host other than the configured GitHub's.
    case otherHost(given: String, configured: String)

    /// One sentence about `show`, with any text from the user or their files shown inert.
    var description: String {
        sentence(command: "show")
    }

    /// One sentence about the command named `command`, with any text from the user or their files shown inert.
    func sentence(command: String) -> String {
        switch self {
        case .notInRepository:
            "\(command) needs a repository: the current directory is not in a git repository; "
                + "name one as OWNER/NAME, such as: repo-browser \(command) apple/swift"
        case .noRemoteOnHost(let host):
            "\(command) needs a repository: no git remote of the current repository is on \(shown(host)); "
                + "name one as OWNER/NAME"
        case .unreadableConfiguration(let path):
            "\(command) needs a repository: the git configuration \(shown(path)) could not be read; "
                + "name one as OWNER/NAME"
        case .otherHost(let given, let configured):
            "'\(shown(given))' is not the configured GitHub host (\(shown(configured))); "
                + "set GH_HOST for a GitHub Enterprise Server host"
        }
    }

    private func shown(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }

    /// The error for a failure to read the remotes.
    init(_ error: GitRemoteError) {
        switch error {
        case .notARepository: self = .notInRepository
        case .unreadableConfiguration(let path): self = .unreadableConfiguration(path)
        }
    }
}
