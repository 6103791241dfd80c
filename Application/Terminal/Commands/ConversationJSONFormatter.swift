import Application
import Domain
import Foundation

/// Builds the `--json` output of `issue view` and `pr view`: one object holding the fields asked for, each named and
/// valued as gh's `issue view` and `pr view` print it, with gh's types (`GithubCLIJSON`).
///
/// What REST does not say is not made up: gh's fields this program has no data for are not offered, and a comment's
/// `isMinimized` or `viewerDidAuthor`, which REST's answer does not carry, are left out of its object.
enum ConversationJSONFormatter {
    /// The object of `fields` for `subject`, in the repository `owner` owns, with its `comments` and, for a pull
    /// request, its `reviews`.
    static func object(
        _ subject: ConversationSubject, owner: String, comments: [IssueComment], reviews: [PullRequestReview],
        fields: [String]
    ) -> JSONValue {
        let all = values(of: subject, owner: owner, comments: comments, reviews: reviews)
        return .object(
            Dictionary(fields.map { (JSONKey($0), all[JSONKey($0)] ?? .null) }, uniquingKeysWith: { a, _ in a }))
    }

    /// Every field's value, `issue view`'s and `pr view`'s alike (a command offers only its own names).
    private static func values(
        of subject: ConversationSubject, owner: String, comments: [IssueComment], reviews: [PullRequestReview]
    ) -> [JSONKey: JSONValue] {
        let issue = subject.issue
        let pullRequest = subject.pullRequest
        var values: [JSONKey: JSONValue] = [
            "assignees": GithubCLIJSON.assignees(issue.assignees), "author": GithubCLIJSON.author(issue.author),
            "body": GithubCLIJSON.string(issue.body), "closed": .bool(issue.state == .closed),
            "closedAt": GithubCLIJSON.time(issue.closedAt), "comments": .array(comments.map(comment)),
            "createdAt": GithubCLIJSON.time(issue.createdAt), "id": GithubCLIJSON.string(issue.nodeID),
            "labels": GithubCLIJSON.labels(issue.labels), "milestone": GithubCLIJSON.milestone(issue.milestone),
            "number": .integer(issue.number), "reactionGroups": GithubCLIJSON.reactionGroups(issue.reactions),
            "state": .string(state(of: subject)), "stateReason": .string(issue.stateReason?.uppercased() ?? ""),
            "title": .string(issue.title), "updatedAt": GithubCLIJSON.time(issue.updatedAt),
            "url": GithubCLIJSON.string(issue.htmlURL?.absoluteString),
        ]
        guard let pullRequest else { return values }
        values.merge([
            "additions": .integer(pullRequest.additions ?? 0),
            "baseRefName": GithubCLIJSON.string(pullRequest.baseRefName),
            "changedFiles": .integer(pullRequest.changedFiles ?? 0), "deletions": .integer(pullRequest.deletions ?? 0),
            "headRefName": GithubCLIJSON.string(pullRequest.headRefName),
            "headRefOid": GithubCLIJSON.string(pullRequest.headRefOID),
            "headRepositoryOwner": headRepositoryOwner(pullRequest.headRepositoryOwner),
            "isCrossRepository": .bool(pullRequest.isCrossRepository ?? false),
            "isDraft": .bool(pullRequest.isDraft ?? false),
            "mergeable": .string(pullRequest.isMergeable.map { $0 ? "MERGEABLE" : "CONFLICTING" } ?? "UNKNOWN"),
            "mergedAt": GithubCLIJSON.time(pullRequest.mergedAt),
            "mergedBy": pullRequest.mergedBy.map { GithubCLIJSON.author($0) } ?? .null,
            "reviewRequests": .array(
                (pullRequest.requestedReviewers ?? []).map { user in
                    .object(["__typename": .string("User"), "login": .string(user.login)])
                }
                    + (pullRequest.requestedTeams ?? []).map { team in
                        .object([
                            "__typename": .string("Team"), "name": .string(team.name),
                            "slug": .string("\(owner)/\(team.slug)"),
                        ])
                    }),
            "reviews": .array(reviews.map(review)),
        ]) { _, pullRequests in pullRequests }
        return values
    }

    /// gh's `headRepositoryOwner`: {id, login}, the ID left out when not sent (a deleted fork's owner is known by login
    /// alone); gh adds a `name` REST does not send.
    private static func headRepositoryOwner(_ owner: GithubUser?) -> JSONValue {
        var members: [JSONKey: JSONValue] = ["login": GithubCLIJSON.string(owner?.login)]
        if let id = owner?.nodeID { members["id"] = .string(id) }
        return .object(members)
    }

    /// gh's `state`: `OPEN`, `CLOSED` or `MERGED` (a draft is open).
    private static func state(of subject: ConversationSubject) -> String {
        if subject.pullRequest?.mergedAt != nil { return "MERGED" }
        return subject.issue.state == .closed || subject.pullRequest?.state == .closed ? "CLOSED" : "OPEN"
    }

    /// A comment as gh prints it: {id, author {login}, authorAssociation, body, createdAt, includesCreatedEdit,
    /// reactionGroups, url}.
    private static func comment(_ comment: IssueComment) -> JSONValue {
        .object([
            "id": GithubCLIJSON.string(comment.nodeID),
            "author": .object(["login": GithubCLIJSON.login(comment.author)]),
            "authorAssociation": .string(comment.authorAssociation ?? "NONE"),
            "body": GithubCLIJSON.string(comment.body), "createdAt": GithubCLIJSON.time(comment.createdAt),
            "includesCreatedEdit": .bool(comment.isEdited),
            "reactionGroups": GithubCLIJSON.reactionGroups(comment.reactions),
            "url": GithubCLIJSON.string(comment.htmlURL?.absoluteString),
        ])
    }

    /// A review as gh prints it: {id, author {login}, authorAssociation, body, submittedAt, includesCreatedEdit, state,
    /// commit {oid}}, a pending one included (only its author sees it); gh never asks whether a review was edited.
    private static func review(_ review: PullRequestReview) -> JSONValue {
        .object([
            "id": GithubCLIJSON.string(review.nodeID), "author": .object(["login": GithubCLIJSON.login(review.author)]),
            "authorAssociation": .string(review.authorAssociation ?? "NONE"), "body": GithubCLIJSON.string(review.body),
            "submittedAt": GithubCLIJSON.time(review.submittedAt), "includesCreatedEdit": .bool(false),
            "state": GithubCLIJSON.string(review.state?.rawValue),
            "commit": .object(["oid": GithubCLIJSON.string(review.commitID)]),
        ])
    }
}
