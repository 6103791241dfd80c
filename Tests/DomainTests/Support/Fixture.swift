import Foundation

/// Loads the JSON fixtures under `Tests/DomainTests/Fixtures/` by path, relative to this file.
enum Fixture {
    /// The folder holding the fixtures.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of the fixture named `name` (`"repository.json"`).
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The 100-item search page written by `make_search_page.py`.
    static func searchPage() throws -> [UInt8] {
        try bytes("search-repositories-page.json")
    }
}
