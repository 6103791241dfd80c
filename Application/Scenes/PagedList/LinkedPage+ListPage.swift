import Domain

extension LinkedPage: ListPage where Item: ListItem {
    /// GitHub sends no total for the lists it pages with links.
    public var totalItemCount: Int? { nil }
}
