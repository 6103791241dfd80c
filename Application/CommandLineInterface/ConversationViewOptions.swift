import Domain

/// What `issue view` or `pr view` was asked to show, and how, as `gh issue view` and `gh pr view` take it.
public struct ConversationViewOptions: Equatable, Sendable {
    /// Whose item: the repository of a URL given as the argument, else `-R`, else the current directory's.
    public var target: RepositoryTarget
    /// The or pull request's number.
    public var number: Int
    /// Whether to print every comment (`-c`, `--comments`), not only the last.
    public var showsComments: Bool
    /// Whether to open the item on the website instead (`-w`, `--web`).
    public var isWeb: Bool
    /// The gh fields `--json` asked for, in the order given; `nil` to print the preview.
    public var jsonFields: [String]?

    public init(
        target: RepositoryTarget = .currentDirectory, number: Int, showsComments: Bool = false, isWeb: Bool = false,
        jsonFields: [String]? = nil
    ) {
        self.target = target
        self.number = number
        self.showsComments = showsComments
        self.isWeb = isWeb
        self.jsonFields = jsonFields
    }
}
