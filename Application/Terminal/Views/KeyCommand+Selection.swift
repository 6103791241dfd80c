extension KeyCommand {
    /// The row a list's selection moves to for this command, from row `selected` of `count` rows with
    /// `visibleRows` on screen (not yet clamped to the list); `nil` for a command that does not move it. Every list
    /// screen moves its selection this way.
    func selectionTarget(from selected: Int, visibleRows: Int, count: Int) -> Int? {
        switch self {
        case .moveUp: selected - 1
        case .moveDown: selected + 1
        case .pageUp: selected - max(1, visibleRows - 1)
        case .pageDown: selected + max(1, visibleRows - 1)
        case .halfPageUp: selected - max(1, visibleRows / 2)
        case .halfPageDown: selected + max(1, visibleRows / 2)
        case .scrollUp: selected - Self.wheelLines
        case .scrollDown: selected + Self.wheelLines
        case .top: 0
        case .bottom: count - 1
        default: nil
        }
    }
}
