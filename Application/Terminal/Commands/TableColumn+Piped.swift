extension TableColumn {
    /// A column of tab-separated output, where only the text counts (no width, no style).
    static func piped(_ heading: String, text: @escaping @Sendable (Row) -> String) -> TableColumn {
        TableColumn(heading, width: .content(maximum: .max), text: text)
    }
}
