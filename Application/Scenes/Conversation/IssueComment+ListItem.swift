import Domain

extension IssueComment: ListItem {
    /// A conversation keeps each comment whole: it shows its author, its time and its body.
    public var listRow: IssueComment { self }

    public var listIdentity: Int { id }
}
