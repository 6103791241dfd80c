import Foundation

/// A release as GitHub describes one (`GET /repos/{owner}/{repo}/releases/latest` gives the newest published).
public struct Release: Hashable, Sendable {
    /// The tag (`v1.2.0`).
    public let tagName: String
    /// The release's title, when it has one.
    public let name: String?
    /// When it was published (`nil` for a draft).
    public let publishedAt: Date?
    public let htmlURL: URL?
    /// The release notes (Markdown), when written; untrusted text.
    public let body: String?
    /// How many files are attached (`assets`), when sent.
    public let assetCount: Int?

    public init(
        tagName: String, name: String?, publishedAt: Date?, htmlURL: URL?, body: String? = nil, assetCount: Int? = nil
    ) {
        self.tagName = tagName
        self.name = name
        self.publishedAt = publishedAt
        self.htmlURL = htmlURL
        self.body = body
        self.assetCount = assetCount
    }
}

extension Release: BaseModel {
    /// The members `init(map:)` reads; of `assets` only the count matters, so each asset is kept empty.
    public static let selection = JSONSelection(
        ["tag_name", "name", "published_at", "html_url", "body"], nested: ["assets": JSONSelection([])])

    /// Maps a release object (`tag_name`, `name`, `published_at`, `html_url`).
    public init(map: JSONMap) throws(MappingError) {
        tagName = try map.value("tag_name")
        name = try map.optionalValue("name")
        publishedAt = try map.optionalValue("published_at")
        htmlURL = try map.optionalValue("html_url")
        body = try map.optionalValue("body")
        if case .array(let assets)? = map.lookup("assets") {
            assetCount = assets.count
        } else {
            assetCount = nil
        }
    }
}
