import StyledText

/// The kind of a GitHub alert, a block quote whose first line is only `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (in any case): what its title says and the colour it is drawn in.
enum MarkdownAlert: String, CaseIterable, Equatable, Sendable {
    /// `[!NOTE]`: information a reader should notice even when skimming.
    case note
    /// `[!TIP]`: advice for doing something better or more easily.
    case tip
    /// `[!IMPORTANT]`: information a reader needs to succeed.
    case important
    /// `[!WARNING]`: something that needs attention at once to avoid a problem.
    case warning
    /// `[!CAUTION]`: the risks or negative outcomes of an action.
    case caution

    /// The kind a quote's first line names, or `nil` when the line is anything but one marker (spaces around it
    /// allowed).
    init?(markerLine line: String) {
        var trimmed = Substring(line)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        guard trimmed.utf8.count <= 12, trimmed.hasPrefix("[!"), trimmed.hasSuffix("]") else { return nil }
        self.init(rawValue: trimmed.dropFirst(2).dropLast().lowercased())
    }

    /// The title drawn above the alert's text: `Note`, `Tip`, `Important`, `Warning`, `Caution`.
    var title: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The colour of the title and the bar, as GitHub tells the kinds apart.
    var color: TerminalColor {
        switch self {
        case .note: .blue
        case .tip: .green
        case .important: .magenta
        case .warning: .yellow
        case .caution: .red
        }
    }
}
