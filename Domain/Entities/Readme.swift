/// A repository's README: the file GitHub chose and its text.
public struct Readme: Hashable, Sendable {
    /// The file's name as GitHub names it (`README.md`, `README.rst`, `readme.txt`...). Untrusted.
    public let name: String
    /// The file's text; bytes that are not UTF-8 read as U+FFFD. Untrusted: sanitise before display.
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
