import Domain

extension APIResponse {
    /// The body, a JSON array of `Item`, read as one page of `query`'s list: items that do not map are left out and
    /// counted as skipped, items `keeps` refuses are left out and counted as filtered out, and the next page's address
    /// (`rel="next"`, followed as sent), the last page's number and the quota come from this response's headers.
    func linkedPage<Query: PageQuery, Item: BaseModel & Hashable>(
        for query: Query, of type: Item.Type = Item.self, keeping keeps: (Item) -> Bool = { _ in true }
    ) throws(RepositoryError) -> LinkedPage<Query, Item> {
        let (items, skippedCount) = try decodeArrayCountingSkipped(of: type)
        let kept = items.filter(keeps)
        return LinkedPage(
            query: query, items: kept, next: links.next.map(PageAddress.init), lastPage: links.lastPage,
            rateLimit: rateLimit,
            skippedItemCount: skippedCount, filteredOutCount: items.count - kept.count)
    }
}
