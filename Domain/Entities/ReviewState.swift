/// A pull request review's verdict, as GitHub's `state` says it.
public enum ReviewState: String, CaseIterable, Hashable, Sendable {
    case approved = "APPROVED"
    case changesRequested = "CHANGES_REQUESTED"
    case commented = "COMMENTED"
    case dismissed = "DISMISSED"
    /// Not submitted yet: only its author sees it.
    case pending = "PENDING"
}
