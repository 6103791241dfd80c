import Domain

/// The detail parts the sample data holds for one repository, mapped like the API's own bodies.
struct SampleDetail: BaseModel {
    /// The people watching (only the repository endpoint reports this).
    let subscriberCount: Int?
    /// Bytes of code per language.
    let languageByteCounts: [String: Int]
    /// Contributors in the order stored.
    let contributors: [Contributor]
    /// The latest release, if the sample has one.
    let latestRelease: Release?
    /// The README text, if the sample has one.
    let readme: String?

    init(map: JSONMap) throws(MappingError) {
        subscriberCount = try map.optionalValue("subscribers_count")
        languageByteCounts = try map.optionalValue("languages") ?? [:]
        contributors = try map.models("contributors")
        latestRelease = try map.optionalModel("latest_release")
        readme = try map.optionalValue("readme")
    }
}
