import CommandLineInterface
import Domain
import Foundation

/// Builds the `--json` output of `issues` and `prs`: an array with one object per item, every REST field (as GitHub's
/// list endpoints name them) or only the fields asked for, REST's or `gh issue list`'s and `gh pr list`'s
/// (`JSONFields`). A name in both vocabularies keeps its REST value (`state` is `open` or `closed`, `comments` a
/// count). Strings are GitHub's text unchanged (`JSONWriter` escapes every control character); a time REST has not
/// set is `null`, one gh has not set Go's zero time, as gh prints it.
enum IssueJSONFormatter {
    /// `issues --json`.
    static func issues(_ issues: [GithubIssue], selection: JSONFieldSelection) -> JSONValue {
        .array(issues.map { chosen(selection, from: issue($0), adding: githubCLIFields(of: $0)) })
    }

    /// `prs --json`.
    static func pullRequests(_ pullRequests: [GithubPullRequest], selection: JSONFieldSelection) -> JSONValue {
        .array(pullRequests.map { chosen(selection, from: pullRequest($0), adding: githubCLIFields(of: $0)) })
    }

    /// An issue as the REST list describes it.
    static func issue(_ issue: GithubIssue) -> JSONValue {
        .object([
            "number": .integer(issue.number), "title": .string(issue.title), "state": state(issue.state),
            "user": user(issue.author), "labels": labels(issue.labels), "comments": integer(issue.commentCount),
            "created_at": time(issue.createdAt), "updated_at": time(issue.updatedAt), "closed_at": time(issue.closedAt),
            "html_url": url(issue.htmlURL), "body": issue.body.map(JSONValue.string) ?? .null,
        ])
    }

    /// A pull request as the REST list describes it, `head` and `base` as {ref}.
    static func pullRequest(_ pullRequest: GithubPullRequest) -> JSONValue {
        .object([
            "number": .integer(pullRequest.number), "title": .string(pullRequest.title),
            "state": state(pullRequest.state), "draft": bool(pullRequest.isDraft),
            "user": user(pullRequest.author), "labels": labels(pullRequest.labels),
            "head": .object(["ref": string(pullRequest.headRefName)]),
            "base": .object(["ref": string(pullRequest.baseRefName)]),
            "created_at": time(pullRequest.createdAt), "updated_at": time(pullRequest.updatedAt),
            "closed_at": time(pullRequest.closedAt), "merged_at": time(pullRequest.mergedAt),
            "html_url": url(pullRequest.htmlURL),
        ])
    }

    /// `gh issue list`'s members that are not REST names.
    private static func githubCLIFields(of issue: GithubIssue) -> [JSONKey: JSONValue] {
        [
            "author": user(issue.author), "createdAt": githubCLITime(issue.createdAt),
            "updatedAt": githubCLITime(issue.updatedAt), "closedAt": githubCLITime(issue.closedAt),
            "url": url(issue.htmlURL),
        ]
    }

    /// `gh pr list`'s members that are not REST names.
    private static func githubCLIFields(of pullRequest: GithubPullRequest) -> [JSONKey: JSONValue] {
        [
            "author": user(pullRequest.author), "headRefName": string(pullRequest.headRefName),
            "baseRefName": string(pullRequest.baseRefName), "isDraft": bool(pullRequest.isDraft),
            "createdAt": githubCLITime(pullRequest.createdAt), "updatedAt": githubCLITime(pullRequest.updatedAt),
            "closedAt": githubCLITime(pullRequest.closedAt), "mergedAt": githubCLITime(pullRequest.mergedAt),
            "url": url(pullRequest.htmlURL),
        ]
    }

    /// The whole object for every field, else only the chosen ones.
    private static func chosen(
        _ selection: JSONFieldSelection, from value: JSONValue, adding extra: [JSONKey: JSONValue]
    ) -> JSONValue {
        switch selection {
        case .allFields: value
        case .fields(let fields): RepoJSONFormatter.selecting(fields, from: value, adding: extra)
        }
    }

    /// `{"login": …}`, or `null` for a deleted account.
    private static func user(_ login: String?) -> JSONValue {
        login.map { .object(["login": .string($0)]) } ?? .null
    }

    /// `[{"name": …, "color": …}]`, the colour `null` when GitHub sent none; `null` when no labels were sent.
    private static func labels(_ labels: [IssueLabel]?) -> JSONValue {
        guard let labels else { return .null }
        return .array(
            labels.map { label in
                .object(["name": .string(label.name), "color": label.color.map(JSONValue.string) ?? .null])
            })
    }

    private static func state(_ state: IssueState?) -> JSONValue {
        state.map { .string($0.rawValue) } ?? .null
    }

    private static func string(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    private static func integer(_ number: Int?) -> JSONValue {
        number.map(JSONValue.integer) ?? .null
    }

    private static func bool(_ value: Bool?) -> JSONValue {
        value.map(JSONValue.bool) ?? .null
    }

    private static func url(_ url: URL?) -> JSONValue {
        url.map { .string($0.absoluteString) } ?? .null
    }

    private static func time(_ date: Date?) -> JSONValue {
        date.map { .string(GithubTimestamp.string(from: $0)) } ?? .null
    }

    private static func githubCLITime(_ date: Date?) -> JSONValue {
        .string(date.map(GithubTimestamp.string(from:)) ?? RepoJSONFormatter.zeroTime)
    }
}
