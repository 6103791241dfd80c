import Foundation

/// The package's real target graph, read from `swift package describe --type json`.
struct PackageGraph {
    /// A target's name, kind (`library`, `executable`, `test`) and folder.
    struct Target {
        let name: String
        let type: String
        let path: String
        let dependencies: [String]
    }

    let targets: [Target]

    /// Runs SwiftPM on the package at `root` (with its own scratch folder, so it never waits for the
    /// build lock that `swift test` holds) and reads the targets.
    static func load(packageRoot root: URL) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DescribeFailure(message: "swift package describe exited with \(process.terminationStatus)")
        }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targetObjects = json["targets"] as? [[String: Any]]
        else { throw DescribeFailure(message: "swift package describe printed no targets") }
        let targets = targetObjects.compactMap { object -> Target? in
            guard let name = object["name"] as? String, let type = object["type"] as? String,
                let path = object["path"] as? String
            else { return nil }
            return Target(
                name: name, type: type, path: path, dependencies: object["target_dependencies"] as? [String] ?? [])
        }
        return PackageGraph(targets: targets)
    }

    /// The dependency edges between non-test targets, as `from -> to` strings.
    var productionEdges: Set<String> {
        Set(
            targets.filter { $0.type != "test" }.flatMap { target in
                target.dependencies.map { "\(target.name) -> \($0)" }
            })
    }
}

/// `swift package describe` could not be run or read.
struct DescribeFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
