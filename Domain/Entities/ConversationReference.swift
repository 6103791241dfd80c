/// One issue or pull request: its repository and its number there (an issue and a pull request share the numbers of
/// their repository).
public struct ConversationReference: Hashable, Sendable, CustomStringConvertible {
    public let repository: RepoReference
    public let number: Int

    public init(repository: RepoReference, number: Int) {
        self.repository = repository
        self.number = number
    }

    /// `OWNER/NAME#N`, as gh names an issue or a pull request.
    public var description: String { "\(repository)#\(number)" }
}
