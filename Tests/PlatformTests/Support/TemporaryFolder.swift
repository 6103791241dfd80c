import Foundation

/// A new empty folder under the system's temporary folder, removed (with everything in it) when released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("repo-browser-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `name` inside the folder.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the folder's entries, sorted.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
