import Domain

/// The envelope of `GET /search/repositories`: `total_count` and `items` required, `incomplete_results` optional
/// (older GitHub Enterprise servers do not send it).
///
/// One unreadable item (a string that is not UTF-8, a count beyond `Int`, a missing name) does not cost the
/// page: it is left out and counted in `skippedItemCount`. A page with items of which none can be read is not a
/// page: its first item's mapping error is thrown, so the search stops there instead of paging on through
/// answers it cannot read.
struct SearchResponse: BaseModel {
    /// GitHub's count of all matches.
    let totalCount: Int
    /// Whether the search timed out before finding every match (`false` when the server does not say).
    let isIncomplete: Bool
    /// This page's readable repositories.
    let items: [GithubRepo]
    /// How many of the page's items could not be read and were left out.
    let skippedItemCount: Int

    /// The envelope's members, with each item parsed only as far as `GithubRepo` reads it.
    static let selection = JSONSelection(
        ["total_count", "incomplete_results"], nested: ["items": GithubRepo.selection])

    init(map: JSONMap) throws(MappingError) {
        totalCount = try map.value("total_count")
        isIncomplete = try map.optionalValue("incomplete_results") ?? false
        guard let found = map.lookup("items"), found != .null else {
            throw .missingField(keyPath: map.fullPath("items"), expected: "array")
        }
        guard case .array(let elements) = found else {
            throw .typeMismatch(keyPath: map.fullPath("items"), expected: "array", found: found.typeName)
        }
        var items: [GithubRepo] = []
        items.reserveCapacity(elements.count)
        var firstError: MappingError?
        for (index, element) in elements.enumerated() {
            do throws(MappingError) {
                items.append(try GithubRepo(map: JSONMap(element, path: map.fullPath("items[\(index)]"))))
            } catch {
                firstError = firstError ?? error
            }
        }
        if items.isEmpty, let firstError { throw firstError }
        self.items = items
        skippedItemCount = elements.count - items.count
    }
}
