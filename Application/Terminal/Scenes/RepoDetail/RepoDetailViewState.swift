import Application

/// Everything the detail screen shows: the view model's latest outputs plus the scrolling, which belongs to the
/// view alone.
struct RepoDetailViewState: Equatable, Sendable {
    /// The detail so far: the summary, and each part as it arrived or failed; `nil` until the view model's state is
    /// bound, which happens before the first frame.
    var detail: RepoDetailState?
    /// The star: whether you starred the repository, the count shown, and why the last change was rolled back.
    var star = StarState()
    /// Whether any part is still loading.
    var isLoading = true
    /// Where the page is read from.
    var scroll = PageScroll()
}
