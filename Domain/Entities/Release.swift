import Foundation

/// A published release, from `GET /repos/{owner}/{repo}/releases/latest`.
public struct Release: Hashable, Sendable {
    /// The tag (`v1.2.0`).
    public let tagName: String
    /// The release's title, when it has one.
    public let name: String?
    /// When it was published (`nil` for a draft).
    public let publishedAt: Date?
    /// The release's page.
    public let htmlURL: URL?

    /// Creates a release.
    public init(tagName: String, name: String?, publishedAt: Date?, htmlURL: URL?) {
        self.tagName = tagName
        self.name = name
        self.publishedAt = publishedAt
        self.htmlURL = htmlURL
    }
}

extension Release: BaseModel {
    /// Maps a release object (`tag_name`, `name`, `published_at`, `html_url`).
    public init(map: JSONMap) throws(MappingError) {
        tagName = try map.value("tag_name")
        name = try map.optionalValue("name")
        publishedAt = try map.optionalValue("published_at")
        htmlURL = try map.optionalValue("html_url")
    }
}
