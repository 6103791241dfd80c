import Application
import CommandLineInterface
import Domain

extension PullRequestsOptions: ConversationListRequest {
    typealias Page = PullRequestPage

    static var webPage: String { "pulls" }

    var hasOtherFilters: Bool { !labels.isEmpty || base != nil || author != nil }

    /// `type:pr`, `state:open` or `state:closed` (`is:merged` for merged, nothing for every state), `base:`,
    /// `label:` for each label and `author:`.
    var webTerms: [String] {
        let stateTerms: [String] =
            switch state {
            case .open, .closed: ["state:\(state.rawValue)"]
            case .merged: ["is:merged"]
            case .all: []
            }
        return ["type:pr"] + stateTerms + (base.map { [WebAddress.term("base", $0)] } ?? [])
            + labels.map { WebAddress.term("label", $0) } + (author.map { [WebAddress.term("author", $0)] } ?? [])
    }

    /// The labels, the author and a merged state go in the query for the source to apply: GitHub's list cannot filter
    /// by them.
    func firstQuery(for repository: RepoReference) throws(RepositoryError) -> PullRequestQuery {
        try PullRequestQuery(
            repository: repository, state: state, base: base, labels: labels, author: author,
            perPage: min(limit, PullRequestQuery.perPageRange.upperBound))
    }
}
