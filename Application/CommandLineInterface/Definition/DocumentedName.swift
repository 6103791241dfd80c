/// A name the program documents without parsing it: an environment variable it reads or a file it uses.
public struct DocumentedName: Hashable, Sendable {
    /// The variable's name or the file's path.
    public let name: String
    /// One or two sentences on what it does.
    public let abstract: String

    public init(_ name: String, _ abstract: String) {
        self.name = name
        self.abstract = abstract
    }
}
