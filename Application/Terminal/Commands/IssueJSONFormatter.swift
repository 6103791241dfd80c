import CommandLineInterface
import Domain
import Foundation

/// Builds the `--json` output of `issues` and `prs`: an array with one object per item, the REST object as GitHub's
/// list endpoints name it, or only the fields asked for.
///
/// A field named as `gh issue list` or `gh pr list` names it (`JSONFields.githubCLIIssue`,
/// `JSONFields.githubCLIPullRequest`) holds gh's value with gh's type, whatever REST calls the same name: `state` is
/// `OPEN`, `CLOSED` or `MERGED`, `author` gh's {id, is_bot, login, name}, `labels` gh's [{id, name, description,
/// color}], times RFC 3339; what GitHub did not send is gh's empty value (`""`, `false`, `[]`), `null` only where gh
/// prints it (`closedAt`, `mergedAt`). Every other field holds REST's value, `null` where GitHub sent none. Strings are
/// GitHub's text unchanged (`JSONWriter` escapes every control character).
enum IssueJSONFormatter {
    /// `issues --json`.
    static func issues(_ issues: [GithubIssue], selection: JSONFieldSelection) -> JSONValue {
        .array(
            issues.map {
                chosen(selection, rest: issue($0), githubCLI: githubCLIFields(of: $0), names: JSONFields.githubCLIIssue)
            })
    }

    /// `prs --json`.
    static func pullRequests(_ pullRequests: [GithubPullRequest], selection: JSONFieldSelection) -> JSONValue {
        .array(
            pullRequests.map {
                chosen(
                    selection, rest: pullRequest($0), githubCLI: githubCLIFields(of: $0),
                    names: JSONFields.githubCLIPullRequest)
            })
    }

    /// An issue as the REST list describes it.
    static func issue(_ issue: GithubIssue) -> JSONValue {
        .object([
            "number": .integer(issue.number), "title": .string(issue.title), "state": state(issue.state),
            "user": user(issue.author, nodeID: issue.authorNodeID, type: issue.authorType),
            "labels": restLabels(issue.labels), "comments": integer(issue.commentCount),
            "created_at": time(issue.createdAt), "updated_at": time(issue.updatedAt), "closed_at": time(issue.closedAt),
            "html_url": url(issue.htmlURL), "body": issue.body.map(JSONValue.string) ?? .null,
        ])
    }

    /// A pull request as the REST list describes it, `head` and `base` as {ref}.
    static func pullRequest(_ pullRequest: GithubPullRequest) -> JSONValue {
        .object([
            "number": .integer(pullRequest.number), "title": .string(pullRequest.title),
            "state": state(pullRequest.state), "draft": flag(pullRequest.isDraft),
            "user": user(pullRequest.author, nodeID: pullRequest.authorNodeID, type: pullRequest.authorType),
            "labels": restLabels(pullRequest.labels),
            "head": .object(["ref": text(pullRequest.headRefName)]),
            "base": .object(["ref": text(pullRequest.baseRefName)]),
            "created_at": time(pullRequest.createdAt), "updated_at": time(pullRequest.updatedAt),
            "closed_at": time(pullRequest.closedAt), "merged_at": time(pullRequest.mergedAt),
            "html_url": url(pullRequest.htmlURL),
        ])
    }

    /// An issue as `gh issue list --json` prints it, for the names of `JSONFields.githubCLIIssue`.
    static func githubCLIFields(of issue: GithubIssue) -> [JSONKey: JSONValue] {
        [
            "author": githubCLIAuthor(issue.author, nodeID: issue.authorNodeID, type: issue.authorType),
            "body": GithubCLIJSON.string(issue.body), "closedAt": time(issue.closedAt),
            "createdAt": time(issue.createdAt), "labels": GithubCLIJSON.labels(issue.labels),
            "number": .integer(issue.number),
            "state": .string(issue.state.map { $0 == .open ? "OPEN" : "CLOSED" } ?? ""),
            "title": .string(issue.title),
            "updatedAt": time(issue.updatedAt), "url": GithubCLIJSON.string(issue.htmlURL?.absoluteString),
        ]
    }

    /// A pull request as `gh pr list --json` prints it, for the names of `JSONFields.githubCLIPullRequest`.
    static func githubCLIFields(of pullRequest: GithubPullRequest) -> [JSONKey: JSONValue] {
        let state =
            switch pullRequest.status {
            case .merged: "MERGED"
            case .closed: "CLOSED"
            case .open, .draft: "OPEN"
            case nil: ""
            }
        return [
            "author": githubCLIAuthor(
                pullRequest.author, nodeID: pullRequest.authorNodeID, type: pullRequest.authorType),
            "baseRefName": GithubCLIJSON.string(pullRequest.baseRefName), "closedAt": time(pullRequest.closedAt),
            "createdAt": time(pullRequest.createdAt), "headRefName": GithubCLIJSON.string(pullRequest.headRefName),
            "isDraft": .bool(pullRequest.isDraft ?? false), "labels": GithubCLIJSON.labels(pullRequest.labels),
            "mergedAt": time(pullRequest.mergedAt), "number": .integer(pullRequest.number), "state": .string(state),
            "title": .string(pullRequest.title), "updatedAt": time(pullRequest.updatedAt),
            "url": GithubCLIJSON.string(pullRequest.htmlURL?.absoluteString),
        ]
    }

    /// The whole REST object for every field; else each field asked for, gh's value for a name in `names`, REST's
    /// for any other.
    private static func chosen(
        _ selection: JSONFieldSelection, rest: JSONValue, githubCLI: [JSONKey: JSONValue], names: [String]
    ) -> JSONValue {
        switch selection {
        case .allFields: rest
        case .fields(let fields):
            RepoJSONFormatter.selecting(fields, from: rest, githubCLI: githubCLI, githubCLINames: names)
        }
    }

    /// REST's `user`: {login, node_id, type}, or `null` for a deleted account.
    private static func user(_ login: String?, nodeID: String?, type: String?) -> JSONValue {
        login.map { .object(["login": .string($0), "node_id": text(nodeID), "type": text(type)]) } ?? .null
    }

    /// gh's `author` of a list's item, whose author REST's list names by login, node ID and type.
    private static func githubCLIAuthor(_ login: String?, nodeID: String?, type: String?) -> JSONValue {
        GithubCLIJSON.author(login.map { GithubUser(login: $0, nodeID: nodeID, type: type) })
    }

    /// REST's `labels`: [{name, color, description, node_id}], each `null` when GitHub sent none. `nil` (a server
    /// that sent no labels) is `null`.
    private static func restLabels(_ labels: [IssueLabel]?) -> JSONValue {
        guard let labels else { return .null }
        return .array(
            labels.map { label in
                .object([
                    "name": .string(label.name), "color": text(label.color), "description": text(label.description),
                    "node_id": text(label.nodeID),
                ])
            })
    }

    /// A Boolean, `null` when the source did not say.
    private static func flag(_ value: Bool?) -> JSONValue {
        value.map(JSONValue.bool) ?? .null
    }

    private static func state(_ state: IssueState?) -> JSONValue {
        state.map { .string($0.rawValue) } ?? .null
    }

    private static func integer(_ number: Int?) -> JSONValue {
        number.map(JSONValue.integer) ?? .null
    }

    private static func url(_ url: URL?) -> JSONValue {
        url.map { .string($0.absoluteString) } ?? .null
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    private static func time(_ date: Date?) -> JSONValue {
        date.map { .string(GithubTimestamp.string(from: $0)) } ?? .null
    }
}
