import Application
import CommandLineInterface
import Domain

extension IssuesOptions: ConversationListRequest {
    typealias Page = IssuePage

    static var webPage: String { "issues" }

    var hasOtherFilters: Bool { !labels.isEmpty || author != nil }

    /// `type:issue`, `state:` unless every state is asked for, `label:` for each label and `author:`.
    var webTerms: [String] {
        ["type:issue"] + (stateWord.map { ["state:\($0)"] } ?? []) + labels.map { WebAddress.term("label", $0) }
            + (author.map { [WebAddress.term("author", $0)] } ?? [])
    }

    func firstQuery(for repository: RepoReference) throws(RepositoryError) -> IssueQuery {
        try IssueQuery(
            repository: repository, state: state, labels: labels, author: author,
            perPage: min(limit, IssueQuery.perPageRange.upperBound))
    }
}
