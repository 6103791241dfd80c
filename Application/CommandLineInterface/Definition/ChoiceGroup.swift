/// A named part of an option's choices (the `--json` fields by GitHub's REST names, and by the GitHub CLI's), so
/// help, the man page and an unknown-choice error can say which vocabulary each name belongs to.
public struct ChoiceGroup: Hashable, Sendable {
    /// Whose names these are, as a phrase (`GitHub's REST names`).
    public let title: String
    /// The names, in the order they are listed.
    public let choices: [String]

    public init(_ title: String, _ choices: [String]) {
        self.title = title
        self.choices = choices
    }
}
