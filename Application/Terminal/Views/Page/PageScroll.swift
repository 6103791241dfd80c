/// Where a scrolling page is read from: its first line on screen, and whether the reader went to the end (`G`), so the
/// end stays in view as the page grows (a README rendering, comments arriving) until the reader moves away.
struct PageScroll: Equatable, Sendable {
    /// The first of the page's lines on screen.
    private(set) var offset = 0
    private var isPinnedToEnd = false
    private var visibleRows = PageLayout.visibleRows(in: .fallback)

    /// The keys that scroll a page, as its help lists them, each calling `scroll` with the key pressed.
    @MainActor static func bindings(_ scroll: @escaping @MainActor (Key) -> Void) -> [KeyBinding] {
        [
            KeyBinding(Movement.lineKeys, "scroll a line", hint: "j/k scroll", action: scroll),
            KeyBinding(Movement.pageKeys, "a page up / down", action: scroll),
            KeyBinding(Movement.halfPageKeys, "half a page up / down", action: scroll),
            KeyBinding(Movement.wheelKeys, "scroll three rows (when the mouse is on)", action: scroll),
            KeyBinding(Movement.endKeys, "top / bottom", action: scroll),
        ]
    }

    /// Moves as `key` asks over a page of `lineCount` lines; a key that moves nothing changes nothing.
    mutating func move(_ key: Key, lineCount: Int) {
        guard let movement = Movement(key) else { return }
        isPinnedToEnd = movement == .bottom
        offset = clamped(movement.target(from: offset, visibleLines: visibleRows, count: lineCount), lineCount)
        if isPinnedToEnd { offset = clamped(lineCount, lineCount) }
    }

    /// Fits the position to a frame of `size` over a page of `lineCount` lines: within the page, or at its end when the
    /// reader went there.
    mutating func fit(to size: TerminalSize, lineCount: Int) {
        visibleRows = PageLayout.visibleRows(in: size)
        offset = clamped(isPinnedToEnd ? lineCount : offset, lineCount)
    }

    /// Whether the bottom of the screen is within `distance` lines of the end of a page of `lineCount` lines.
    func isNearTheEnd(within distance: Int, lineCount: Int) -> Bool {
        offset + visibleRows >= lineCount - distance
    }

    private func clamped(_ offset: Int, _ lineCount: Int) -> Int {
        min(max(0, offset), max(0, lineCount - visibleRows))
    }
}
