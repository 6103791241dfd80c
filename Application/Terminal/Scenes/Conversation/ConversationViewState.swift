import Application
import Domain

/// Everything the conversation screen shows: the view model's latest outputs, worded, plus the scrolling, which belongs
/// to the view alone.
struct ConversationViewState: Sendable {
    /// What the list knew; `nil` until the view model's outputs are bound, which happens before the first frame.
    var summary: ConversationSummary?
    var subject: DetailPart<ConversationSubject> = .loading
    var reviews: DetailPart<[PullRequestReview]> = .loading
    /// The comments received so far with the reviews among them.
    var timeline: [ConversationEntry] = []
    /// The comments' pages: whether more remain, whether the first was answered.
    var comments = PagedListState<IssueCommentPage>()
    /// Whether the first page of comments is loading.
    var isLoadingComments = false
    /// Whether a further page of comments is loading.
    var isLoadingMoreComments = false
    /// Why the latest page of comments could not be had, worded; `nil` while there is nothing to say.
    var commentsError: String?
    /// Whether the item or its reviews are being fetched.
    var isLoading = true
    /// Where the page is read from.
    var scroll = PageScroll()

    /// Whether anything is still on its way, for the spinner.
    var isBusy: Bool { isLoading || isLoadingComments || isLoadingMoreComments }
}
