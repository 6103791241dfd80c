/// Where `APIService` reports each request, its status and whether the cache answered (`GH_DEBUG=api` or
/// `--debug`). Lines never contain the token: the service names only its source, and `record(_:)` replaces the
/// token's text with `<redacted>` should it ever appear.
public struct APIRequestLog: Sendable {
    private let write: @Sendable (String) -> Void

    /// Creates a log writing each line (without a line break) with `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes `line`, with every occurrence of `token` replaced.
    func record(_ line: String, redacting token: String?) {
        guard let token, !token.isEmpty else {
            write(line)
            return
        }
        write(line.replacing(token, with: "<redacted>"))
    }
}
