/// A reaction GitHub lets people leave on an issue, a pull request or a comment, in the order GitHub lists them.
public enum Reaction: String, CaseIterable, Hashable, Sendable {
    case thumbsUp = "+1"
    case thumbsDown = "-1"
    case laugh
    case hooray
    case confused
    case heart
    case rocket
    case eyes
}
