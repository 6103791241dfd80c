/// One page of the comments on an issue's or a pull request's conversation, oldest first, as
/// `GET /repos/{owner}/{repo}/issues/{number}/comments` takes it.
public struct IssueCommentQuery: PageQuery {
    /// GitHub's largest page: a long conversation takes as few requests as it can.
    public static let defaultPerPage = 100

    public let conversation: ConversationReference
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int
    /// Where the source said this page is (the previous page's `rel="next"` link); `nil` for a page asked for by its
    /// number.
    public let address: PageAddress?

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        conversation: ConversationReference, perPage: Int = IssueCommentQuery.defaultPerPage, page: Int = 1,
        address: PageAddress? = nil
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.conversation = conversation
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    public func nextPage(at address: PageAddress?) -> IssueCommentQuery? {
        try? IssueCommentQuery(
            conversation: conversation, perPage: perPage, page: address?.number(after: page) ?? page + 1,
            address: address)
    }
}
