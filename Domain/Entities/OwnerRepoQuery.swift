/// One page of the public repositories an account (a person or an organization) owns, as
/// `GET /users/{username}/repos` lists them: whose, the order and the page window.
public struct OwnerRepoQuery: PageQuery {
    /// The page size used when none is given.
    public static let defaultPerPage = 30
    /// The longest login GitHub gives an account.
    public static let maximumLoginLength = 39

    /// The owner's login, as given (GitHub compares logins ignoring case).
    public let owner: String
    /// The order.
    public let sort: OwnerRepoSort
    /// The order's direction.
    public let direction: SortDirection
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int
    /// Where the source said this page is (the previous page's `rel="next"` link); `nil` for a page asked for by its
    /// number.
    public let address: PageAddress?

    /// Creates a query; `direction` defaults to the sort's own (`OwnerRepoSort.defaultDirection`). Throws
    /// `RepositoryError.invalidQuery` for an owner that is not a GitHub login (see `isLogin(_:)`), a page size outside
    /// 1...100 or a page below 1.
    public init(
        owner: String, sort: OwnerRepoSort = .fullName, direction: SortDirection? = nil,
        perPage: Int = OwnerRepoQuery.defaultPerPage, page: Int = 1, address: PageAddress? = nil
    ) throws(RepositoryError) {
        guard Self.isLogin(owner) else {
            throw .invalidQuery(
                message: "'\(owner)' is not a GitHub login: a login has 1 to \(Self.maximumLoginLength) letters, "
                    + "digits or hyphens and does not start with a hyphen")
        }
        try Self.checkWindow(perPage: perPage, page: page)
        self.init(
            owner: owner, sort: sort, direction: direction ?? sort.defaultDirection, perPage: perPage, page: page,
            address: address)
    }

    /// A query from values already checked.
    private init(
        owner: String, sort: OwnerRepoSort, direction: SortDirection, perPage: Int, page: Int, address: PageAddress?
    ) {
        self.owner = owner
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    /// Whether `text` can be a GitHub login: 1 to 39 ASCII letters, digits or hyphens, the first not a hyphen.
    ///
    /// GitHub gives new accounts a stricter rule (no two hyphens in a row, none at the end), which some older
    /// accounts break; those still own repositories, so only what no account can have is refused here.
    public static func isLogin(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first != "-", scalars.count <= maximumLoginLength else { return false }
        return scalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-"
        }
    }

    /// The same list one page further, at `address` when the source named one.
    public func nextPage(at address: PageAddress?) -> OwnerRepoQuery? {
        guard page < Int.max else { return nil }
        return OwnerRepoQuery(
            owner: owner, sort: sort, direction: direction, perPage: perPage,
            page: address?.number(after: page) ?? page + 1,
            address: address)
    }

    /// The same owner's list from its first page in another order; `direction` defaults to `sort`'s own.
    public func with(sort: OwnerRepoSort, direction: SortDirection? = nil) -> OwnerRepoQuery {
        OwnerRepoQuery(
            owner: owner, sort: sort, direction: direction ?? sort.defaultDirection, perPage: perPage, page: 1,
            address: nil)
    }
}
