import Domain
import Foundation

/// The values the GitHub CLI's `--json` prints, with gh's types: a field gh always prints as a boolean, a number, a
/// string, an array or an object is printed as that type whatever the REST answer left out (`false`, `0`, `""`,
/// `[]`), and only the fields gh prints as `null` can be `null` here (a time that has not happened, a milestone that
/// is not set). The rule and its table are in the usage document's JSON section.
enum GithubCLIJSON {
    /// gh's `author` and `mergedBy`: {id, is_bot, login, name} for a person, {is_bot: true, login: "app/NAME"} for
    /// any other account (a bot's REST login `NAME[bot]` is its GraphQL login `NAME`). GitHub sends no user for a
    /// deleted account in some answers, where gh, given GraphQL's `null`, prints {is_bot: true, login: "app/"}.
    /// `name` is not in REST's answers: `""`; `is_bot` is `false` unless GitHub says the account is not a person.
    static func author(_ user: GithubUser?) -> JSONValue {
        guard let user else { return .object(["is_bot": .bool(true), "login": .string("app/")]) }
        guard let type = user.type, type != "User" else {
            return .object([
                "id": string(user.nodeID), "is_bot": .bool(false), "login": .string(user.login), "name": .string(""),
            ])
        }
        return .object(["is_bot": .bool(true), "login": .string("app/" + user.loginWithoutBotSuffix)])
    }

    /// The login gh prints inside a comment's or a review's `author`; `""` for an account GitHub no longer names.
    static func login(_ user: GithubUser?) -> JSONValue {
        .string(user?.loginWithoutBotSuffix ?? "")
    }

    /// gh's `labels`: [{id, name, description, color}] (`""` for what a label does not say); `[]` when the server sent
    /// none.
    static func labels(_ labels: [IssueLabel]?) -> JSONValue {
        .array(
            (labels ?? []).map { label in
                .object([
                    "id": string(label.nodeID), "name": .string(label.name), "description": string(label.description),
                    "color": string(label.color),
                ])
            })
    }

    /// gh's `assignees`: [{id, login, name}]; `[]` when none or not sent.
    static func assignees(_ users: [GithubUser]?) -> JSONValue {
        .array(
            (users ?? []).map { user in
                .object(["id": string(user.nodeID), "login": .string(user.login), "name": .string("")])
            })
    }

    /// gh's `milestone`: {number, title, description, dueOn}, or `null` when none.
    static func milestone(_ milestone: Milestone?) -> JSONValue {
        guard let milestone else { return .null }
        return .object([
            "number": .integer(milestone.number), "title": .string(milestone.title),
            "description": string(milestone.description), "dueOn": time(milestone.dueOn),
        ])
    }

    /// gh's `reactionGroups`: [{content, users {totalCount}}] for each reaction someone left, in GitHub's order.
    static func reactionGroups(_ reactions: ReactionCounts?) -> JSONValue {
        .array(
            (reactions?.left ?? []).map { left in
                .object([
                    "content": .string(content(of: left.reaction)),
                    "users": .object(["totalCount": .integer(left.count)]),
                ])
            })
    }

    /// A string gh always prints: `""` for none.
    static func string(_ value: String?) -> JSONValue {
        .string(value ?? "")
    }

    /// A time gh prints in RFC 3339, or `null` for one that has not happened (or was not sent).
    static func time(_ date: Date?) -> JSONValue {
        date.map { .string(GithubTimestamp.string(from: $0)) } ?? .null
    }

    /// GraphQL's name of a reaction.
    private static func content(of reaction: Reaction) -> String {
        switch reaction {
        case .thumbsUp: "THUMBS_UP"
        case .thumbsDown: "THUMBS_DOWN"
        case .laugh: "LAUGH"
        case .hooray: "HOORAY"
        case .confused: "CONFUSED"
        case .heart: "HEART"
        case .rocket: "ROCKET"
        case .eyes: "EYES"
        }
    }
}
