import Application
import Domain
import StyledText

/// How an issue's or a pull request's conversation is worded, on the screen and by `issue view` and `pr view` alike,
/// in the GitHub CLI's words: its state, its people, a comment's header.
enum ConversationWording {
    /// The login gh shows for an author GitHub sends no user for (a deleted account).
    static let ghost = "ghost"

    /// The state word gh's `pr view` and the screen use: `Open`, `Closed`, `Merged` or `Draft`; for an issue, `Open` or
    /// `Closed`.
    static func state(of subject: ConversationSubject) -> String {
        if let pullRequest = subject.pullRequest {
            return switch pullRequest.status {
            case .merged?: "Merged"
            case .closed?: "Closed"
            case .draft?: "Draft"
            case .open?, nil: "Open"
            }
        }
        return subject.issue.state == .closed ? "Closed" : "Open"
    }

    /// Why a closed issue was closed, as people read it (`not planned`, `completed`, `duplicate`); `nil` while open or
    /// when GitHub says nothing.
    static func closedReason(of issue: IssueDetail) -> String? {
        guard issue.state == .closed, let reason = issue.stateReason, !reason.isEmpty, reason != "reopened" else {
            return nil
        }
        return reason.replacingOccurrences(of: "_", with: " ")
    }

    /// gh's colour for the state word: green open, magenta merged, red closed (a closed issue magenta, gray when not
    /// planned), gray draft.
    static func stateStyle(of subject: ConversationSubject) -> TextStyle {
        switch state(of: subject) {
        case "Open": TextStyle(foreground: .green)
        case "Merged": TextStyle(foreground: .magenta)
        case "Draft": TextStyle(foreground: .gray)
        default:
            subject.pullRequest != nil
                ? TextStyle(foreground: .red)
                : TextStyle(foreground: subject.issue.stateReason == "not_planned" ? .gray : .magenta)
        }
    }

    /// The login of `user` as gh shows it (a bot's without `[bot]`), or `ghost` for none.
    static func login(_ user: GithubUser?) -> String {
        user?.loginWithoutBotSuffix ?? ghost
    }

    /// A relation to the repository as gh titles it (`MEMBER` → `Member`, `FIRST_TIME_CONTRIBUTOR` →
    /// `First_time_contributor`); `nil` for `NONE` or none.
    static func association(_ association: String?) -> String? {
        guard let association, !association.isEmpty, association != "NONE" else { return nil }
        return association.prefix(1).uppercased() + association.dropFirst().lowercased()
    }

    /// A review's verdict in a timeline's header (`approved`, `requested changes`, `commented`, `dismissed`).
    static func verdict(_ state: ReviewState?) -> String? {
        switch state {
        case .approved?: "approved"
        case .changesRequested?: "requested changes"
        case .commented?: "commented"
        case .dismissed?: "dismissed"
        case .pending?, nil: nil
        }
    }

    /// A reviewer's verdict in the `Reviewers:` line (`Approved`, `Changes requested`, `Commented`, `Requested`).
    static func reviewerVerdict(_ state: ReviewState?) -> String {
        switch state {
        case .approved?: "Approved"
        case .changesRequested?: "Changes requested"
        case .commented?, .dismissed?: "Commented"
        case .pending?, nil: "Requested"
        }
    }

    /// The reviewers as gh lists them: each reviewer's latest verdict (the author's own reviews left out, a deleted
    /// account as `ghost`), then the people and teams (`OWNER/slug`) still asked, pending reviews left out; those with
    /// a verdict first, then by name, compared byte by byte. `state` `nil` means asked.
    static func reviewers(
        of subject: ConversationSubject, reviews: [PullRequestReview], owner: String
    ) -> [(name: String, state: ReviewState?)] {
        let author = subject.issue.author?.login ?? ""
        var latest: [String: ReviewState?] = [:]
        for review in reviews where review.state != nil && review.author?.login ?? "" != author {
            latest.updateValue(review.state, forKey: login(review.author))
        }
        for requested in subject.pullRequest?.requestedReviewers ?? [] {
            latest.updateValue(nil, forKey: requested.loginWithoutBotSuffix)
        }
        for team in subject.pullRequest?.requestedTeams ?? [] {
            latest.updateValue(nil, forKey: "\(owner)/\(team.slug)")
        }
        return latest.compactMap { name, state in state == .pending ? nil : (name, state) }
            .sorted { first, second in
                (first.state == nil) == (second.state == nil)
                    ? Array(first.name.utf8).lexicographicallyPrecedes(Array(second.name.utf8))
                    : second.state == nil
            }
    }

    /// The reactions left, as gh lines them up (`2 👍 • 1 🎉`); empty when none.
    static func reactions(_ reactions: ReactionCounts?) -> String {
        (reactions?.left ?? []).map { "\($0.count) \(emoji($0.reaction))" }.joined(separator: " • ")
    }

    private static func emoji(_ reaction: Reaction) -> String {
        switch reaction {
        case .thumbsUp: "👍"
        case .thumbsDown: "👎"
        case .laugh: "😄"
        case .hooray: "🎉"
        case .confused: "😕"
        case .heart: "❤️"
        case .rocket: "🚀"
        case .eyes: "👀"
        }
    }
}
