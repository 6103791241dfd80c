/// The shells `repo-browser completion` writes scripts for.
public enum CompletionShell: String, CaseIterable, Hashable, Sendable {
    /// GNU bash (`complete -F`).
    case bash
    /// zsh (`#compdef`, `_arguments`).
    case zsh
    /// fish (`complete -c`).
    case fish
}
