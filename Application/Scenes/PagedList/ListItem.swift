/// An item a list's pages hold, and what the list keeps of it.
///
/// A list keeps one row per item (`listRow`: everything the list shows and what opening it needs) and tells a
/// repeated item by `listIdentity`, so an item a later page repeats (the results moved while paging) is kept once.
public protocol ListItem: Sendable {
    /// What the list keeps of the item.
    associatedtype Row: Hashable & Sendable
    /// What tells the item apart from every other item of the list.
    associatedtype Identity: Hashable & Sendable

    /// The row the list shows for this item.
    var listRow: Row { get }
    /// The item's identity in its list.
    var listIdentity: Identity { get }
}
