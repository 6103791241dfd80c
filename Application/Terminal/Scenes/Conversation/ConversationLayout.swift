import Application
import Domain
import Foundation
import StyledText

/// Lays out the conversation screen's page (`PageLayout` draws it): a pure function from the conversation's state and
/// the frame's width to lines. The item's header and body come first, then what was said, in time order; a part that
/// failed says why where it would have been.
enum ConversationLayout {
    /// The title row's text: the item's title and `OWNER/NAME#N`, as gh heads `issue view`.
    static func title(of state: ConversationViewState) -> String {
        let title = state.subject.value?.issue.title ?? state.summary?.title ?? ""
        return TerminalText.sanitize(title) + (state.summary.map { " \($0.reference)" } ?? "")
    }

    /// The body's lines for a frame `width` columns wide; every string from GitHub is sanitised here, and `rendered`
    /// gives a Markdown text's lines at this width by a key naming it (`body`, `comment-1`), as the view caches them.
    /// Times are said as how long before `now`.
    static func lines(
        for state: ConversationViewState, width: Int, wording: ErrorMessage, now: Date,
        rendered: (_ key: String, _ markdown: String) -> [StyledLine]
    ) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        switch state.subject {
        case .loading, .absent, .notRecorded:
            lines.append(StyledLine("loading…", style: TextStyle(isDim: true)))
        case .failed(let error):
            lines += wrapped(wording.text(for: error), width: width, style: TextStyle(foreground: .red))
        case .loaded(let subject):
            lines += header(of: subject, state: state, width: width, now: now)
            lines.append(StyledLine())
            if let body = subject.issue.body, !body.isEmpty {
                lines += rendered("body", body)
            } else {
                lines.append(StyledLine("No description provided", style: TextStyle(isDim: true)))
            }
        }
        lines.append(StyledLine())
        lines += timeline(of: state, width: width, wording: wording, now: now, rendered: rendered)
        return lines
    }

    /// The state line, a pull request's branches and size, the reactions, and the people and labels.
    private static func header(
        of subject: ConversationSubject, state: ConversationViewState, width: Int, now: Date
    ) -> [StyledLine] {
        let issue = subject.issue
        let author = TerminalText.sanitize(ConversationWording.login(issue.author))
        let opened = issue.createdAt.map { DisplayFormat.timeAgo($0, now: now) } ?? "at an unknown time"
        var stateWords = ConversationWording.state(of: subject)
        if subject.pullRequest == nil, let reason = ConversationWording.closedReason(of: issue) {
            stateWords += " (\(TerminalText.sanitize(reason)))"
        }
        var summary: String
        if let pullRequest = subject.pullRequest {
            let commits = pullRequest.commitCount.map { counted($0, "commit") } ?? "commits"
            let base = TerminalText.sanitize(pullRequest.baseRefName ?? "?")
            let head = TerminalText.sanitize(headLabel(of: pullRequest, repository: state.summary?.reference))
            summary = " • \(author) wants to merge \(commits) into \(base) from \(head) • \(opened)"
        } else {
            summary = " • \(author) opened \(opened) • \(counted(issue.commentCount ?? 0, "comment"))"
        }
        var lines = wrappedRuns(
            [(stateWords, ConversationWording.stateStyle(of: subject)), (summary, .plain)], width: width)
        if let pullRequest = subject.pullRequest {
            var size: [(String, TextStyle)] = []
            if let additions = pullRequest.additions, let deletions = pullRequest.deletions {
                size += [("+\(additions)", TextStyle(foreground: .green)), (" ", .plain)]
                size += [("-\(deletions)", TextStyle(foreground: .red))]
            }
            if let files = pullRequest.changedFiles {
                size.append(((size.isEmpty ? "" : " • ") + counted(files, "file") + " changed", .plain))
            }
            if !size.isEmpty { lines += wrappedRuns(size, width: width) }
        }
        let reactions = ConversationWording.reactions(issue.reactions)
        if !reactions.isEmpty { lines.append(StyledLine(reactions)) }
        if subject.pullRequest != nil, let owner = state.summary?.reference.repository.owner {
            let reviewers = ConversationWording.reviewers(of: subject, reviews: state.reviews.value ?? [], owner: owner)
            if !reviewers.isEmpty {
                let names = reviewers.map { "\($0.name) (\(ConversationWording.reviewerVerdict($0.state)))" }
                lines += labelled("Reviewers", names.joined(separator: ", "), width: width)
            }
        }
        if let assignees = issue.assignees, !assignees.isEmpty {
            lines += labelled("Assignees", assignees.map(\.login).joined(separator: ", "), width: width)
        }
        if let labels = issue.labels, !labels.isEmpty {
            let names = labels.map(\.name).sorted { $0.lowercased() < $1.lowercased() }
            lines += labelled("Labels", names.joined(separator: ", "), width: width)
        }
        if let milestone = issue.milestone {
            lines += labelled("Milestone", milestone.title, width: width)
        }
        return lines
    }

    /// What was said, in time order, then where the comments stand: loading, failed, or more to come.
    private static func timeline(
        of state: ConversationViewState, width: Int, wording: ErrorMessage, now: Date,
        rendered: (_ key: String, _ markdown: String) -> [StyledLine]
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        let total = (state.subject.value?.issue.commentCount).map { counted($0, "comment") } ?? "Comments"
        lines.append(StyledLine("── " + total + " " + String(repeating: "─", count: max(0, width - 4 - total.count))))
        for entry in state.timeline {
            lines.append(StyledLine())
            lines += entryHeader(entry, width: width, now: now)
            let (key, body) = content(of: entry)
            if let body, !body.isEmpty {
                lines += rendered(key, body)
            } else {
                lines.append(StyledLine("No body provided", style: TextStyle(isDim: true)))
            }
        }
        if let error = state.reviews.failure {
            lines.append(StyledLine())
            lines += wrapped(
                "reviews failed: " + wording.text(for: error), width: width, style: TextStyle(foreground: .red))
        }
        lines.append(StyledLine())
        if let error = state.commentsError {
            lines += wrapped("comments failed: " + error, width: width, style: TextStyle(foreground: .red))
        } else if state.isLoadingComments || state.isLoadingMoreComments || !state.comments.isAnswered {
            lines.append(StyledLine("loading comments…", style: TextStyle(isDim: true)))
        } else if state.comments.hasMore {
            lines.append(StyledLine("more comments below…", style: TextStyle(isDim: true)))
        } else if state.timeline.isEmpty {
            lines.append(StyledLine("No comments", style: TextStyle(isDim: true)))
        }
        return lines
    }

    /// `hubot approved (Member) • 2d • Edited`: who, the verdict of a review, their relation to the repository, when,
    /// and whether it was changed; then its reactions.
    private static func entryHeader(_ entry: ConversationEntry, width: Int, now: Date) -> [StyledLine] {
        var runs: [(String, TextStyle)] = []
        let when = entry.date.map { DisplayFormat.shortTimeAgo($0, now: now) }
        switch entry {
        case .comment(let comment):
            runs.append((TerminalText.sanitize(ConversationWording.login(comment.author)), TextStyle(isBold: true)))
            if let association = ConversationWording.association(comment.authorAssociation) {
                runs.append((" (\(TerminalText.sanitize(association)))", TextStyle(isBold: true)))
            }
            if let when { runs.append((" • \(when)", TextStyle(isBold: true))) }
            if comment.isEdited { runs.append((" • Edited", TextStyle(isBold: true))) }
        case .review(let review):
            runs.append((TerminalText.sanitize(ConversationWording.login(review.author)), TextStyle(isBold: true)))
            if let verdict = ConversationWording.verdict(review.state) {
                runs.append((" " + verdict, verdictStyle(review.state)))
            }
            if let association = ConversationWording.association(review.authorAssociation) {
                runs.append((" (\(TerminalText.sanitize(association)))", TextStyle(isBold: true)))
            }
            if let when { runs.append((" • \(when)", TextStyle(isBold: true))) }
        }
        var lines = wrappedRuns(runs, width: width)
        if case .comment(let comment) = entry {
            let reactions = ConversationWording.reactions(comment.reactions)
            if !reactions.isEmpty { lines.append(StyledLine(reactions)) }
        }
        return lines
    }

    /// The cache key and the Markdown of an entry's body.
    private static func content(of entry: ConversationEntry) -> (key: String, body: String?) {
        switch entry {
        case .comment(let comment): ("comment-\(comment.id)", comment.body)
        case .review(let review): ("review-\(review.id)", review.body)
        }
    }

    private static func verdictStyle(_ state: ReviewState?) -> TextStyle {
        switch state {
        case .approved?: TextStyle(isBold: true, foreground: .green)
        case .changesRequested?: TextStyle(isBold: true, foreground: .red)
        default: TextStyle(isBold: true)
        }
    }

    /// The branch the changes come from: `OWNER:branch` from another repository than `repository`'s.
    private static func headLabel(of pullRequest: PullRequestDetail, repository: ConversationReference?) -> String {
        let branch = pullRequest.headRefName ?? "?"
        guard let owner = pullRequest.headRepositoryOwner?.login, owner != repository?.repository.owner else {
            return branch
        }
        return "\(owner):\(branch)"
    }

    /// `1 comment`, `3 comments`, `0 comments`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(DisplayFormat.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `Labels: bug, help wanted`, the label bold, wrapped under itself.
    private static func labelled(_ label: String, _ value: String, width: Int) -> [StyledLine] {
        wrappedRuns([(label + ": ", TextStyle(isBold: true)), (TerminalText.sanitize(value), .plain)], width: width)
    }

    private static func wrapped(_ text: String, width: Int, style: TextStyle) -> [StyledLine] {
        TextWrapping.wrap(TerminalText.sanitize(text), toWidth: width).map { StyledLine($0, style: style) }
    }

    /// `runs` on as many lines of `width` as they need: each run keeps its style, wrapped as one text.
    private static func wrappedRuns(_ runs: [(String, TextStyle)], width: Int) -> [StyledLine] {
        let whole = StyledLine(runs)
        guard DisplayWidth.of(whole.text) > width else { return [whole] }
        return TextWrapping.wrap(whole.text, toWidth: width).map { StyledLine($0) }
    }
}
