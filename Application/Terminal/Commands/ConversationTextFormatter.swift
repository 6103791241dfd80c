import Application
import Domain
import Foundation
import Markdown
import StyledText

/// Prints an issue's or a pull request's conversation as the GitHub CLI's `issue view` and `pr view` do: a person's
/// preview on a terminal (the body and comments rendered), or gh's raw preview for a program, every value as GitHub
/// sent it with its controls shown inert.
enum ConversationTextFormatter {
    /// Which command prints it: `issue view` and `pr view` word their previews differently.
    enum Kind: Sendable {
        case issue
        case pullRequest
    }

    /// What a preview shows of the conversation.
    struct Timeline {
        /// The entries shown, oldest first: the last one only in a preview, every one received with `--comments`.
        let shown: [ConversationEntry]
        /// How many entries the conversation holds that are not shown.
        let hiddenCount: Int
        /// Whether every entry was asked for (`--comments`).
        let isWhole: Bool
    }

    /// gh's raw preview of the item: its `key:<tab>value` lines, `--`, then the body as sent.
    static func raw(
        _ subject: ConversationSubject, kind: Kind, reviews: [PullRequestReview], reference: ConversationReference
    ) -> String {
        let issue = subject.issue
        // Each value is made inert here, part by part: the auto-merge value holds tabs of its own.
        var fields: [(String, String)] = [
            ("title", line(issue.title)), ("state", rawState(subject, kind: kind)),
            ("author", line(issue.author?.loginWithoutBotSuffix ?? "")), ("labels", line(labelNames(issue.labels))),
        ]
        if kind == .issue { fields.append(("comments", String(issue.commentCount ?? 0))) }
        fields.append(("assignees", line((issue.assignees ?? []).map(\.login).joined(separator: ", "))))
        if kind == .pullRequest {
            let reviewers = ConversationWording.reviewers(
                of: subject, reviews: reviews, owner: reference.repository.owner)
            fields.append(("reviewers", line(reviewers.map(reviewer).joined(separator: ", "))))
        }
        fields += [
            ("projects", ""), ("milestone", line(issue.milestone?.title ?? "")), ("number", String(issue.number)),
        ]
        if kind == .pullRequest, let pullRequest = subject.pullRequest {
            fields += [
                ("url", line(issue.htmlURL?.absoluteString ?? "")), ("additions", String(pullRequest.additions ?? 0)),
                ("deletions", String(pullRequest.deletions ?? 0)), ("auto-merge", autoMerge(pullRequest)),
            ]
        }
        let lines = fields.map { "\($0.0):\t\($0.1)" }
        return (lines + ["--", multiline(issue.body ?? "")]).joined(separator: "\n") + "\n"
    }

    /// gh's raw comments: for each entry its `author`, `association`, `edited` and `status` lines, `--`, its body and
    /// `--`; nothing for none.
    static func rawComments(_ entries: [ConversationEntry]) -> String {
        entries.map { entry in
            let (author, association, isEdited, status, body) = parts(of: entry)
            return [
                "author:\t\(line(author?.loginWithoutBotSuffix ?? ""))",
                "association:\t\(line((association ?? "NONE").lowercased()))", "edited:\t\(isEdited)",
                "status:\t\(status ?? "none")", "--", multiline(body ?? ""), "--",
            ].joined(separator: "\n") + "\n"
        }.joined()
    }

    /// gh's preview for a person at a terminal `width` columns wide: the title and number, the state line, the size and
    /// reviewers of a pull request, its people and labels, the body rendered, then `timeline` (with how many entries it
    /// leaves out), and the page's address. Styles are written only where `colorMode` allows; times are said as how
    /// long before `now`; `redaction`'s secrets are never shown.
    static func human(
        _ subject: ConversationSubject, kind: Kind, reviews: [PullRequestReview], reference: ConversationReference,
        timeline: Timeline, width: Int, colorMode: ColorMode, now: Date, redaction: Redaction
    ) -> String {
        func styled(_ text: String, _ style: TextStyle) -> String {
            StyledLine(text, style: style).terminalText(colorMode: colorMode)
        }
        let bold = TextStyle(isBold: true)
        let gray = TextStyle(foreground: .gray)
        let issue = subject.issue
        let markdownWidth = max(20, min(width, 120) - 4)
        var lines = [styled(line(issue.title), bold) + " \(reference)"]
        let state = styled(ConversationWording.state(of: subject), ConversationWording.stateStyle(of: subject))
        let author = line(ConversationWording.login(issue.author))
        let opened = issue.createdAt.map { DisplayFormat.timeAgo($0, now: now) } ?? "at an unknown time"
        if let pullRequest = subject.pullRequest, kind == .pullRequest {
            let commits = ConversationLayout.counted(pullRequest.commitCount ?? 0, "commit")
            let head = line(pullRequest.headRefName ?? "")
            lines.append(
                "\(state) • \(author) wants to merge \(commits) into \(line(pullRequest.baseRefName ?? "")) from "
                    + "\(head) • \(opened)")
            lines.append(
                styled("+\(pullRequest.additions ?? 0)", TextStyle(foreground: .green)) + " "
                    + styled("-\(pullRequest.deletions ?? 0)", TextStyle(foreground: .red)) + " • "
                    + ConversationLayout.counted(pullRequest.changedFiles ?? 0, "file") + " changed")
        } else {
            lines.append(
                "\(state) • \(author) opened \(opened) • "
                    + ConversationLayout.counted(issue.commentCount ?? 0, "comment"))
        }
        let reactions = ConversationWording.reactions(issue.reactions)
        if !reactions.isEmpty { lines.append(reactions) }
        if kind == .pullRequest {
            let reviewers = ConversationWording.reviewers(
                of: subject, reviews: reviews, owner: reference.repository.owner)
            if !reviewers.isEmpty {
                lines.append(styled("Reviewers: ", bold) + line(reviewers.map(reviewer).joined(separator: ", ")))
            }
        }
        if let assignees = issue.assignees, !assignees.isEmpty {
            lines.append(styled("Assignees: ", bold) + line(assignees.map(\.login).joined(separator: ", ")))
        }
        if let labels = issue.labels, !labels.isEmpty {
            lines.append(styled("Labels: ", bold) + line(labelNames(labels)))
        }
        if let milestone = issue.milestone { lines.append(styled("Milestone: ", bold) + line(milestone.title)) }
        if kind == .pullRequest, let pullRequest = subject.pullRequest, let method = pullRequest.autoMergeMethod {
            let enabledBy = line(ConversationWording.login(pullRequest.autoMergeEnabledBy))
            lines.append(
                styled("Auto-merge:", bold) + " " + styled("enabled", TextStyle(foreground: .green))
                    + " by \(enabledBy), using \(mergeMethod(method))")
        }
        lines.append("")
        lines += body(
            issue.body, empty: "No description provided", width: markdownWidth, colorMode: colorMode,
            redaction: redaction)
        lines.append("")
        if timeline.hiddenCount > 0, !timeline.isWhole {
            let hidden = ConversationLayout.counted(timeline.hiddenCount, "comment")
            lines += [styled("———————— Not showing \(hidden) ————————", gray), "", ""]
        }
        for (index, entry) in timeline.shown.enumerated() {
            let isNewest = index == timeline.shown.count - 1 && (timeline.hiddenCount == 0 || !timeline.isWhole)
            lines.append(header(of: entry, isNewest: isNewest, now: now, styled: styled))
            let (_, _, _, _, text) = parts(of: entry)
            lines += body(
                text, empty: "No body provided", width: markdownWidth, colorMode: colorMode, redaction: redaction)
            lines.append("")
        }
        if timeline.isWhole, timeline.hiddenCount > 0 {
            let hidden = ConversationLayout.counted(timeline.hiddenCount, "comment")
            lines.append(styled("Not showing the \(hidden) after these", gray))
        } else if timeline.hiddenCount > 0 {
            lines.append(styled("Use --comments to view the full conversation", gray))
        }
        let noun = kind == .pullRequest ? "pull request" : "issue"
        lines.append(styled("View this \(noun) on GitHub: \(line(issue.htmlURL?.absoluteString ?? ""))", gray))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `hubot approved (Member) • 2d • Edited • Newest comment`.
    private static func header(
        of entry: ConversationEntry, isNewest: Bool, now: Date, styled: (String, TextStyle) -> String
    ) -> String {
        let bold = TextStyle(isBold: true)
        let (author, association, isEdited, _, _) = parts(of: entry)
        var text = styled(line(ConversationWording.login(author)), bold)
        if case .review(let review) = entry, let verdict = ConversationWording.verdict(review.state) {
            let style: TextStyle =
                switch review.state {
                case .approved?: TextStyle(foreground: .green)
                case .changesRequested?: TextStyle(foreground: .red)
                default: .plain
                }
            text += " " + styled(verdict, style)
        }
        if let association = ConversationWording.association(association) {
            text += styled(" (\(line(association)))", bold)
        }
        if let date = entry.date { text += styled(" • " + DisplayFormat.shortTimeAgo(date, now: now), bold) }
        if isEdited { text += styled(" • Edited", bold) }
        if isNewest {
            text += styled(" • ", bold) + styled("Newest comment", TextStyle(isBold: true, foreground: .cyan))
        }
        return text
    }

    /// A body rendered from Markdown at `width`, indented by two columns as gh's renderer does, or `empty` in gray.
    private static func body(
        _ markdown: String?, empty: String, width: Int, colorMode: ColorMode, redaction: Redaction
    ) -> [String] {
        guard let markdown, !markdown.isEmpty else {
            return ["  " + StyledLine(empty, style: TextStyle(foreground: .gray)).terminalText(colorMode: colorMode)]
        }
        let rendered = ReadmeRenderer.lines(markdown, fileName: "body.md", width: width, redaction: redaction)
        return rendered.map { "  " + $0.terminalText(colorMode: colorMode) }
    }

    /// An entry's author, relation, whether it was edited, gh's raw status and body.
    private static func parts(
        of entry: ConversationEntry
    ) -> (author: GithubUser?, association: String?, isEdited: Bool, status: String?, body: String?) {
        switch entry {
        case .comment(let comment):
            (comment.author, comment.authorAssociation, comment.isEdited, nil, comment.body)
        case .review(let review):
            (review.author, review.authorAssociation, false, rawStatus(review.state), review.body)
        }
    }

    /// A review's verdict in gh's raw `status:` line (`changes requested`, where a person's header says `requested
    /// changes`).
    private static func rawStatus(_ state: ReviewState?) -> String? {
        state == .changesRequested ? "changes requested" : ConversationWording.verdict(state)
    }

    /// The state gh's raw preview writes: `OPEN`, `CLOSED` or `MERGED`, and for `pr view` `DRAFT` for an open draft.
    private static func rawState(_ subject: ConversationSubject, kind: Kind) -> String {
        if let pullRequest = subject.pullRequest {
            if pullRequest.mergedAt != nil { return "MERGED" }
            if kind == .pullRequest, pullRequest.status == .draft { return "DRAFT" }
        }
        return subject.issue.state == .closed ? "CLOSED" : "OPEN"
    }

    /// Label names sorted ignoring case, joined by commas, as gh lists them.
    private static func labelNames(_ labels: [IssueLabel]?) -> String {
        (labels ?? []).map(\.name).sorted { $0.lowercased() < $1.lowercased() }.joined(separator: ", ")
    }

    private static func reviewer(_ reviewer: (name: String, state: ReviewState?)) -> String {
        "\(reviewer.name) (\(ConversationWording.reviewerVerdict(reviewer.state)))"
    }

    /// gh's `auto-merge` value: `disabled`, or `enabled`, the login and the method, tab-separated.
    private static func autoMerge(_ pullRequest: PullRequestDetail) -> String {
        guard let method = pullRequest.autoMergeMethod else { return "disabled" }
        return
            "enabled\t\(line(pullRequest.autoMergeEnabledBy?.loginWithoutBotSuffix ?? ""))\t\(line(method.lowercased()))"
    }

    private static func mergeMethod(_ method: String) -> String {
        switch method.lowercased() {
        case "merge": "a merge commit"
        case "rebase": "rebase and merge"
        case "squash": "squash and merge"
        default: "an unknown merge method (\(line(method)))"
        }
    }

    /// One value on one line, every control shown inert.
    private static func line(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }

    /// A text as sent, its lines kept, every other control shown inert.
    private static func multiline(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .multiLine(tabWidth: 4), controls: .caretNotation)
    }
}
