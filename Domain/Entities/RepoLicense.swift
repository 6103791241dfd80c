/// A repository's licence as GitHub detects it.
public struct RepoLicense: Hashable, Sendable {
    /// The SPDX identifier (`MIT`, `Apache-2.0`), or `nil` when GitHub could not tell (`NOASSERTION` is kept as is).
    public let spdxID: String?
    /// The licence's full name (`MIT License`).
    public let name: String

    /// Creates a licence.
    public init(spdxID: String?, name: String) {
        self.spdxID = spdxID
        self.name = name
    }
}

extension RepoLicense: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["spdx_id", "name"])

    /// Maps GitHub's `license-simple` object (`spdx_id`, `name`).
    public init(map: JSONMap) throws(MappingError) {
        spdxID = try map.optionalValue("spdx_id")
        name = try map.value("name")
    }
}
