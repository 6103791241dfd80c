/// Which members of a JSON document a model reads, so that `JSONParser` builds only those and skips the rest.
///
/// A repository in a GitHub search page has about ninety members, most of them API URL templates that no screen
/// shows; `GithubRepo` reads about thirty. Parsing a page with the models' selections builds a few hundred
/// kilobytes of values instead of a few megabytes (the skipped text is still checked to be valid JSON, so a
/// selection never changes which documents are accepted, only what is kept of them).
///
/// A selection that names members applies to an object's members, and to each element when it meets an array
/// (so `items` selected with `GithubRepo.selection` keeps the same members of every result). A member may carry
/// its own selection for the object or array it holds; `everything` keeps a value whole.
public struct JSONSelection: Sendable, Hashable {
    /// The members kept and how much of each; `nil` keeps everything.
    private let members: [JSONKey: JSONSelection]?

    /// Keeps every member at every depth: the document as it is.
    public static let everything = JSONSelection(members: nil)

    /// Keeps the members named in `names` whole, and those in `nested` with their own selection.
    public init(_ names: [String], nested: [String: JSONSelection] = [:]) {
        var members = [JSONKey: JSONSelection](minimumCapacity: names.count + nested.count)
        for name in names { members[JSONKey(name)] = .everything }
        for (name, selection) in nested { members[JSONKey(name)] = selection }
        self.init(members: members)
    }

    private init(members: [JSONKey: JSONSelection]?) {
        self.members = members
    }

    /// The selection for the member named `key`, or `nil` when that member is skipped.
    func member(_ key: JSONKey) -> JSONSelection? {
        guard let members else { return .everything }
        return members[key]
    }
}
