/// A repository's licence as GitHub detects it.
public struct RepoLicense: Hashable, Sendable {
    /// The SPDX identifier (`MIT`, `Apache-2.0`), or `nil` when GitHub could not tell (`NOASSERTION` is kept as is).
    public let spdxID: String?
    /// The licence's full name (`MIT License`).
    public let name: String
    /// GitHub's lowercase key (`mit`, `apache-2.0`), or `nil` when the answer had none.
    public let key: String?
    /// The API address of the licence's text, or `nil` when the answer had none.
    public let url: String?

    public init(spdxID: String?, name: String, key: String? = nil, url: String? = nil) {
        self.spdxID = spdxID
        self.name = name
        self.key = key
        self.url = url
    }
}

extension RepoLicense: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["spdx_id", "name", "key", "url"])

    /// Maps GitHub's `license-simple` object (`spdx_id`, `name`, `key`, `url`).
    public init(map: JSONMap) throws(MappingError) {
        spdxID = try map.optionalValue("spdx_id")
        name = try map.value("name")
        key = try map.optionalValue("key")
        url = try map.optionalValue("url")
    }
}
