import Foundation

/// Where the package's folders are, found from this test file's own path.
enum RepositoryLayout {
    /// The package root (the folder holding Package.swift).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every `.swift` file below `folder` (relative to the root), with its path relative to the root.
    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((String(url.path.dropFirst(root.path.count + 1)), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The modules a source file imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            if words.first == "@testable" || words.first == "@preconcurrency" { words.removeFirst() }
            if words.first == "public" || words.first == "internal" || words.first == "package" { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let module =
                words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "typealias"].contains(words[1])
                ? words[2] : words[1]
            return String(module.split(separator: ".").first ?? "")
        }
    }
}
