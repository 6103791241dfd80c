import Foundation

/// Reads the remotes of the git repository holding a directory, from git's own files and without running git.
///
/// From the directory upwards, the first `.git` found is the repository: a directory, or a file saying
/// `gitdir: PATH` (a linked worktree or a submodule), relative paths taken from the file's folder. A worktree's
/// configuration is its common directory's (named by its `commondir` file). `GIT_DIR`, when set, names the git
/// directory directly, as git honours it. Only `[remote "NAME"]` sections are read (`url` and `gh-resolved`);
/// `include` and `url.*.insteadOf` are not followed. A configuration over a megabyte is refused as unreadable.
public struct GitConfigurationReader: Sendable {
    /// The largest configuration file read.
    static let maximumBytes = 1_000_000

    /// The environment's `GIT_DIR`, if any.
    private let gitDirectoryOverride: String?

    /// `environment` is consulted for `GIT_DIR` only.
    public init(environment: [String: String]) {
        gitDirectoryOverride = environment["GIT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The remotes of the repository holding `directory`, in the order the configuration lists them.
    public func remotes(of directory: URL) throws(GitRemoteError) -> [GitRemote] {
        guard let gitDirectory = gitDirectory(from: directory) else { throw .notARepository }
        var commonDirectory = gitDirectory
        if let common = Self.firstLine(of: gitDirectory.appendingPathComponent("commondir")) {
            commonDirectory = Self.resolve(common, relativeTo: gitDirectory)
        }
        let configuration = commonDirectory.appendingPathComponent("config")
        guard let text = Self.contents(of: configuration) else {
            throw .unreadableConfiguration(configuration.path)
        }
        return Self.remotes(inConfiguration: text)
    }

    static func remotes(inConfiguration text: String) -> [GitRemote] {
        var order: [String] = []
        var urls: [String: String] = [:]
        var resolved: Set<String> = []
        var section: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                section = remoteName(inHeader: line)
                continue
            }
            guard let name = section, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = Self.value(String(line[line.index(after: equals)...]))
            if key == "url", urls[name] == nil {
                order.append(name)
                urls[name] = value
            } else if key == "gh-resolved", value == "base" {
                resolved.insert(name)
            }
        }
        return order.compactMap { name in
            urls[name].map { GitRemote(name: name, url: $0, isResolvedBase: resolved.contains(name)) }
        }
    }

    /// `origin` for `[remote "origin"]` (or the old `[remote.origin]`); nil for any other section.
    private static func remoteName(inHeader line: String) -> String? {
        guard let close = line.lastIndex(of: "]") else { return nil }
        let inside = line[line.index(after: line.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        if let quote = inside.firstIndex(of: "\"") {
            guard inside[..<quote].trimmingCharacters(in: .whitespaces).lowercased() == "remote" else { return nil }
            let name = inside[inside.index(after: quote)...].dropLast(inside.hasSuffix("\"") ? 1 : 0)
            return name.isEmpty ? nil : String(name)
        }
        guard inside.lowercased().hasPrefix("remote."), inside.count > 7 else { return nil }
        return String(inside.dropFirst(7))
    }

    /// A value without its surrounding quotes or a trailing comment.
    private static func value(_ raw: String) -> String {
        var text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\"") {
            return String(text[text.index(after: text.startIndex)..<end])
        }
        if let comment = text.firstIndex(where: { $0 == "#" || $0 == ";" }) {
            text = String(text[..<comment]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The git directory for `directory`: `GIT_DIR`, else the nearest `.git` directory or `gitdir:` file upwards.
    private func gitDirectory(from directory: URL) -> URL? {
        if let gitDirectoryOverride {
            return Self.resolve(gitDirectoryOverride, relativeTo: directory)
        }
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".git")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return candidate }
                guard let line = Self.firstLine(of: candidate), line.hasPrefix("gitdir:") else { return nil }
                let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
                return Self.resolve(path, relativeTo: current)
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// `path`, or `directory/path` when it is relative.
    private static func resolve(_ path: String, relativeTo directory: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : directory.appendingPathComponent(path, isDirectory: true).standardizedFileURL
    }

    private static func firstLine(of file: URL) -> String? {
        contents(of: file)?.split(whereSeparator: \.isNewline).first.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The file's text, or nil when it is missing, not a regular file (a FIFO would block), unreadable, too large or
    /// not UTF-8.
    private static func contents(of file: URL) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            let handle = try? FileHandle(forReadingFrom: file)
        else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
