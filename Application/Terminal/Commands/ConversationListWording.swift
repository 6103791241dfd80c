import Domain

/// The sentences of a repository's issue or pull request list, as the GitHub CLI words them: the summary above the
/// table and the notice for an empty list, saying which repository and whether filters were given.
struct ConversationListWording: Sendable {
    /// One item and several (`issue`, `issues`).
    let itemName: (one: String, many: String)
    let repository: RepoReference
    /// The state filter's word (`open`, `closed`, `merged`), or `nil` for every state.
    let stateWord: String?
    /// Whether anything but the default state narrows the list (labels, author, base branch).
    let hasOtherFilters: Bool

    /// Whether the list is the default one (open, nothing else), which gh words without "your search".
    private var isDefault: Bool { stateWord == "open" && !hasOtherFilters }

    /// "Showing N of M open issues in OWNER/NAME" when the list was read to its end (M is then known), "Showing the
    /// first N open issues in OWNER/NAME" when pages remain; with filters, "… issues in OWNER/NAME that match your
    /// search".
    func summary(shown: Int, isComplete: Bool) -> String {
        let counted = isComplete ? "\(shown) of \(shown)" : "the first \(shown)"
        let noun = shown == 1 && isComplete ? itemName.one : itemName.many
        guard !isDefault else { return "Showing \(counted) open \(noun) in \(repository.fullName)" }
        return "Showing \(counted) \(noun) in \(repository.fullName) that match your search"
    }

    /// "no open issues in OWNER/NAME" for the default list; with any other state, labels, an author or a base branch
    /// "no issues match your search in OWNER/NAME", as gh says it.
    var emptyNotice: String {
        guard isDefault else { return "no \(itemName.many) match your search in \(repository.fullName)" }
        return "no open \(itemName.many) in \(repository.fullName)"
    }
}
