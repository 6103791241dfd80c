import Foundation

/// Where a source said the next page of a list is: the target of a page's `Link: <…>; rel="next"` header
/// (RFC 8288), such as `https://api.github.com/repositories/1296269/issues?state=open&page=2`, kept as sent so the
/// next request goes there rather than to an address rebuilt from the query.
///
/// The address is untrusted: a source checks that it leads to its own API before it follows one (see
/// `RepositoryError.untrustedPageLink`). A source without a network names its pages in the same shape.
public struct PageAddress: Hashable, Sendable {
    /// The link's target as sent (resolved against the address asked, when it was relative).
    public let url: URL

    /// Creates an address from a link's target.
    public init(_ url: URL) {
        self.url = url
    }

    /// The address's `page` query parameter (the last one, as servers read repeated parameters), when it has one.
    public var pageNumber: Int? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        return components.queryItems?.last(where: { $0.name == "page" })?.value.flatMap { Int($0) }
    }

    /// Whether a list may go on from page `page`, asked at `current`, to this address: never to the same address
    /// again, nor to a page number that is not after `page` (a server linking back would have a client loop
    /// forever).
    public func leadsOn(from page: Int, at current: PageAddress?) -> Bool {
        guard self != current else { return false }
        return pageNumber.map { $0 > page } ?? true
    }

    /// The number of the page this address names: its `page` parameter, or the one after `page` without one.
    func number(after page: Int) -> Int {
        pageNumber ?? page + 1
    }
}
