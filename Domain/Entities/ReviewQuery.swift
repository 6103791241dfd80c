/// One page of a pull request's reviews, oldest first, as `GET /repos/{owner}/{repo}/pulls/{number}/reviews` takes it.
public struct ReviewQuery: PageQuery {
    public static let defaultPerPage = 100

    public let pullRequest: ConversationReference
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int
    /// Where the source said this page is (the previous page's `rel="next"` link); `nil` for a page asked for by its
    /// number.
    public let address: PageAddress?

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        pullRequest: ConversationReference, perPage: Int = ReviewQuery.defaultPerPage, page: Int = 1,
        address: PageAddress? = nil
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.pullRequest = pullRequest
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    public func nextPage(at address: PageAddress?) -> ReviewQuery? {
        try? ReviewQuery(
            pullRequest: pullRequest, perPage: perPage, page: address?.number(after: page) ?? page + 1,
            address: address)
    }
}
