import Foundation

/// Responses with an `ETag` kept as files across runs, so a repeated search or `show` is revalidated with
/// `If-None-Match` and GitHub's 304 answer costs no primary quota.
///
/// Contract:
/// - One file per key, named by the SHA-256 of the key (which holds the URL, the media type and the token's
///   identity hash, never the token); the file holds a header naming that hash, the `ETag`, the `Link` header and
///   the body. The directory is created private to the user (0700).
/// - Writes are atomic (a temporary file renamed over the old one), so a second run reading at the same time sees
///   the old or the new response, never half of one; two runs may write and evict concurrently.
/// - A file that is corrupt, foreign (another format, or a header naming another key) or not a regular file is
///   ignored and removed.
/// - The directory's entries stay under `maximumBytes`: after each store the least recently used (by modification
///   time, which a read refreshes) are removed; a response over an eighth of the limit is not kept.
/// - Failures (read-only or missing directory) make it a cache that never hits; they never fail a request.
public struct DiskResponseCache: ResponseCaching {
    /// The size limit used when none is given: 50 MB (decimal, as the network caps are).
    public static let defaultMaximumBytes = 50_000_000

    /// The directory holding the files (`$XDG_CACHE_HOME/repo-browser`).
    public let directory: URL
    /// The most bytes the files may take together.
    public let maximumBytes: Int

    static let fileExtension = "response"
    static let magic = "repo-browser-cache 1"
    private static let temporaryExtension = "partial"
    /// Temporary files older than this were left by a run that died; eviction removes them.
    private static let abandonedAge: TimeInterval = 600

    /// Creates a cache over `directory` (created on the first store) holding at most `maximumBytes`.
    public init(directory: URL, maximumBytes: Int = DiskResponseCache.defaultMaximumBytes) {
        self.directory = directory
        self.maximumBytes = max(0, maximumBytes)
    }

    /// The response stored for `key`, refreshing its place in the least-recently-used order; a file that does not
    /// decode is removed.
    public func cachedResponse(for key: String) -> CachedResponse? {
        let url = fileURL(for: key)
        guard isRegularFile(url), let data = try? Data(contentsOf: url) else { return nil }
        guard let response = Self.decode(data, keyHash: SHA256.hex(key)) else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return response
    }

    /// Writes `response` for `key` atomically, then evicts the least recently used files over the limit; says why
    /// when it was not written (the old file for `key`, if any, is then gone too, or still the older answer).
    @discardableResult
    public func store(_ response: CachedResponse, for key: String) -> CacheStoreOutcome {
        guard let header = Self.header(of: response, keyHash: SHA256.hex(key)) else {
            removeResponse(for: key)
            return .notStored(reason: "its ETag or Link header holds a line break")
        }
        guard header.count + response.body.count <= maximumBytes / 8 else {
            removeResponse(for: key)
            return .notStored(reason: "larger than an eighth of the cache's \(maximumBytes)-byte limit")
        }
        let manager = FileManager.default
        do {
            try manager.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return .notStored(reason: "cannot create \(directory.path): \(Self.reason(error))")
        }
        let temporary = directory.appendingPathComponent("\(UUID().uuidString).\(Self.temporaryExtension)")
        do {
            // The header, then the body as it is: no copy of a body that may be megabytes long. (Not
            // `FileManager.createFile`, which writes through a temporary file of its own that a concurrent
            // eviction would take for a stray and remove.)
            try header.write(to: temporary)
            let file = try FileHandle(forWritingTo: temporary)
            defer { try? file.close() }
            try file.seekToEnd()
            try file.write(contentsOf: response.body)
        } catch {
            try? manager.removeItem(at: temporary)
            return .notStored(reason: "cannot write in \(directory.path): \(Self.reason(error))")
        }
        if rename(temporary.path, fileURL(for: key).path) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            return .notStored(reason: "cannot move the file into \(directory.path): \(reason)")
        }
        evict()
        return .stored
    }

    /// The system's reason for a file error (`Permission denied`), or the error's description.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let cause = underlying as NSError
            if cause.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(cause.code))) }
        }
        return nsError.localizedDescription
    }

    public func removeResponse(for key: String) {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }

    /// Removes foreign files and abandoned temporary files, then the least recently used responses until the rest
    /// fit in `maximumBytes`.
    func evict() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        var entries: [(url: URL, size: Int, modified: Date)] = []
        let now = Date()
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let attributes = try? manager.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            if url.pathExtension == Self.temporaryExtension {
                if now.timeIntervalSince(modified) > Self.abandonedAge { try? manager.removeItem(at: url) }
            } else if Self.isEntryName(name) {
                entries.append((url, size, modified))
            } else {
                try? manager.removeItem(at: url)
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.modified < $1.modified }) where total > maximumBytes {
            try? manager.removeItem(at: entry.url)
            total -= entry.size
        }
    }

    /// `<64 hex digits>.response`.
    static func isEntryName(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count == 2 && parts[1] == fileExtension && parts[0].count == 64
            && parts[0].allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    func fileURL(for key: String) -> URL {
        directory.appendingPathComponent("\(SHA256.hex(key)).\(Self.fileExtension)")
    }

    private func isRegularFile(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeRegular
    }

    /// The four header lines a file starts with (format, key hash, `ETag`, `Link`), the body following them; nil
    /// when a header would break a line.
    static func header(of response: CachedResponse, keyHash: String) -> Data? {
        let link = response.linkHeader ?? ""
        guard !response.etag.isEmpty, ![response.etag, link].contains(where: { $0.contains(where: \.isNewline) })
        else { return nil }
        return Data("\(magic)\n\(keyHash)\n\(response.etag)\n\(link)\n".utf8)
    }

    /// The response in `data`, or nil when it is not this format or names another key.
    static func decode(_ data: Data, keyHash: String) -> CachedResponse? {
        var lines: [String] = []
        var start = data.startIndex
        while lines.count < 4 {
            guard let end = data[start...].firstIndex(of: UInt8(ascii: "\n")),
                let line = String(data: data[start..<end], encoding: .utf8)
            else { return nil }
            lines.append(line)
            start = data.index(after: end)
        }
        guard lines[0] == magic, lines[1] == keyHash, !lines[2].isEmpty else { return nil }
        return CachedResponse(etag: lines[2], body: Data(data[start...]), linkHeader: lines[3].isEmpty ? nil : lines[3])
    }
}
