import Application
import CommandLineInterface
import Domain
import Foundation
import StyledText

/// `repo-browser issue view` and `pr view`: one issue's or pull request's conversation, as gh's `issue view` and
/// `pr view` print it, through the conversation scene's use case.
///
/// The item comes first: when it cannot be had, the command fails with its sentence. A preview asks only for the last
/// page of comments (the newest comment is the one shown); `--comments`, and `--json` with `comments`, read every page
/// up to `maximumComments`, and say where they stopped. A page that fails after others arrived prints what arrived,
/// then the sentence why no more came (status 1).
public struct ConversationViewCommand: NonInteractiveCommand {
    /// The most comments `--comments` reads (fifty pages): a longer conversation is said to go on.
    public static let maximumComments = 5_000

    private let kind: ConversationTextFormatter.Kind
    private let reference: ConversationReference
    private let options: ConversationViewOptions
    private let useCase: any ConversationUseCaseType
    private let wording: ErrorMessage
    private let display: ReadmeDisplay
    private let jsonPresentation: JSONPresentation
    private let redaction: Redaction
    private let now: @Sendable () -> Date

    /// Creates `issue view` (`isPullRequest` false) or `pr view` for `reference`, as `options` ask, over `useCase`;
    /// `display` says whether the preview is a person's (rendered) or gh's raw one, `jsonPresentation` how `--json`
    /// is printed, and times are said as how long before `now`.
    public init(
        isPullRequest: Bool, reference: ConversationReference, options: ConversationViewOptions,
        useCase: any ConversationUseCaseType, wording: ErrorMessage = ErrorMessage(), display: ReadmeDisplay = .asSent,
        jsonPresentation: JSONPresentation = .compact, redaction: Redaction = .none,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        kind = isPullRequest ? .pullRequest : .issue
        self.reference = reference
        self.options = options
        self.useCase = useCase
        self.wording = wording
        self.display = display
        self.jsonPresentation = jsonPresentation
        self.redaction = redaction
        self.now = now
    }

    public func run() async -> CommandReport {
        let subject: ConversationSubject
        let reviews: [PullRequestReview]
        do {
            // A pull request's reviews are asked for beside the pull request itself.
            async let asked = kind == .pullRequest ? useCase.reviews(reference).firstElement() : []
            subject = try await (kind == .pullRequest ? useCase.pullRequest(reference) : useCase.subject(reference))
                .firstElement()
            reviews = try await asked
        } catch {
            return .failed(error, wording: wording)
        }
        let comments: Comments
        do {
            comments = try await wantsEveryEntry ? everyComment() : newestComments(of: subject)
        } catch {
            return .failed(error, wording: wording)
        }
        let report = printed(subject, reviews: reviews, comments: comments)
        guard let failure = comments.failure else { return report }
        return report.failing(with: failure, wording: wording)
    }

    /// The comments a command read, oldest first: whether it stopped at `maximumComments` with more left, and why it
    /// stopped short when a page failed.
    private struct Comments {
        let received: [IssueComment]
        let isCut: Bool
        let failure: RepositoryError?
    }

    /// Every comment, page after page, up to `maximumComments`.
    private func everyComment() async throws -> Comments {
        let listing = await PagedListing.grown(
            from: try IssueCommentQuery(conversation: reference), holding: Self.maximumComments,
            fetch: useCase.comments)
        let received = Array(listing.items.prefix(Self.maximumComments))
        let isCut = listing.failure == nil && (listing.state.hasMore || listing.items.count > received.count)
        return Comments(received: received, isCut: isCut, failure: listing.failure)
    }

    /// The last page of comments, whose last is the newest (a preview shows only that one).
    private func newestComments(of subject: ConversationSubject) async throws -> Comments {
        let count = subject.issue.commentCount ?? 0
        guard count > 0 else { return Comments(received: [], isCut: false, failure: nil) }
        let perPage = IssueCommentQuery.defaultPerPage
        let lastPage = (count + perPage - 1) / perPage
        let page = try await useCase.comments(
            try IssueCommentQuery(conversation: reference, perPage: perPage, page: lastPage)
        ).firstElement()
        return Comments(received: page.items, isCut: false, failure: nil)
    }

    private func printed(_ subject: ConversationSubject, reviews: [PullRequestReview], comments: Comments)
        -> CommandReport
    {
        let shownReviews = kind == .pullRequest ? reviews : []
        let entries = ConversationTimeline.entries(
            comments: comments.received, reviews: shownReviews, hasMoreComments: false)
        let total =
            (subject.issue.commentCount ?? comments.received.count)
            + shownReviews.filter(ConversationTimeline.isShown).count
        var warnings: [String] = []
        if comments.isCut {
            let address = subject.issue.htmlURL?.absoluteString ?? reference.description
            warnings.append(
                "showed the first \(DisplayFormat.grouped(comments.received.count)) of "
                    + "\(DisplayFormat.grouped(subject.issue.commentCount ?? comments.received.count)) comments; the "
                    + "rest are at \(TerminalText.sanitize(address, layout: .singleLine, controls: .caretNotation))")
        }
        if let fields = options.jsonFields {
            let object = ConversationJSONFormatter.object(
                subject, owner: reference.repository.owner, comments: comments.received, reviews: reviews,
                fields: fields)
            return CommandReport(output: jsonPresentation.text(object), warnings: warnings)
        }
        switch display {
        case .asSent:
            let output =
                options.showsComments
                ? ConversationTextFormatter.rawComments(entries)
                : ConversationTextFormatter.raw(subject, kind: kind, reviews: reviews, reference: reference)
            return CommandReport(output: output, warnings: warnings)
        case .rendered(let width, let colorMode):
            let shown = options.showsComments ? entries : Array(entries.suffix(1))
            let timeline = ConversationTextFormatter.Timeline(
                shown: shown, hiddenCount: max(0, total - shown.count), isWhole: options.showsComments)
            let output = ConversationTextFormatter.human(
                subject, kind: kind, reviews: reviews, reference: reference, timeline: timeline, width: width,
                colorMode: colorMode, now: now(), redaction: redaction)
            return CommandReport(output: output, warnings: warnings)
        }
    }

    /// Whether every entry was asked for, so that one not read is worth a warning.
    private var wantsEveryEntry: Bool {
        options.jsonFields.map { $0.contains("comments") } ?? options.showsComments
    }

    /// The page of the item on the website, for `--web`: `/pull/N` for `pr view`, `/issues/N` for `issue view`
    /// (GitHub leads a pull request's number there to the pull request).
    public static func web(base: URL, reference: ConversationReference, isPullRequest: Bool) -> URL {
        base.appendingPathComponent(reference.repository.owner).appendingPathComponent(reference.repository.name)
            .appendingPathComponent(isPullRequest ? "pull" : "issues").appendingPathComponent(String(reference.number))
    }
}
