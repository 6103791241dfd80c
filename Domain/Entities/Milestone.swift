import Foundation

/// The milestone an issue or a pull request belongs to.
public struct Milestone: Hashable, Sendable {
    public let number: Int
    /// The title; untrusted text.
    public let title: String
    /// What it is for, as its repository describes it; `nil` when none. Untrusted text.
    public let description: String?
    /// When it is due; `nil` when it has no due date.
    public let dueOn: Date?

    public init(number: Int, title: String, description: String? = nil, dueOn: Date? = nil) {
        self.number = number
        self.title = title
        self.description = description
        self.dueOn = dueOn
    }
}
