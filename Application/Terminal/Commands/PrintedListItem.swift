import Application
import CommandLineInterface
import Domain
import Foundation

/// An item of a repository's list as a command prints it (an issue, a pull request): what it is called in sentences,
/// its columns on a terminal and in a pipe, and its `--json`.
protocol PrintedListItem: ListItem {
    /// One item and several, for sentences (`issue`, `issues`).
    static var itemName: (one: String, many: String) { get }
    /// The table's columns, times told from `now`.
    static func terminalColumns(now: Date) -> [TableColumn<Self>]
    /// The tab-separated columns.
    static var pipedColumns: [TableColumn<Self>] { get }
    /// `--json` of `items`: every field, or the fields `selection` names.
    static func json(_ items: [Self], selection: JSONFieldSelection) -> JSONValue
}
